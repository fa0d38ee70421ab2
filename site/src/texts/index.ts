/** Russian texts only the host site shows; every shared text lives in @stickers62/core/texts. */

export * from './about';
export * from './landing';
export * from './product-pages';
