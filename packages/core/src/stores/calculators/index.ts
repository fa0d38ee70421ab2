export * from './acryl-calculator.js';
export * from './pick-choice.js';
export * from './sticker-calculator.js';
