/**
 * What the calculators and the item form load on demand (part.tsx): one chunk, fetched the first
 * time a picture is shown. It shares no module with the calculators, so splitting it off moves
 * no bytes of theirs into a shared chunk.
 */
export { OptionPicture } from './OptionPicture';
export { SheetPicture } from './SheetPicture';
