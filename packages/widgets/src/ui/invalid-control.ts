import { controlBase, fieldClass } from './classes';

/**
 * A control whose value was refused: the red border INSTEAD of the grey one. With both in one
 * class list the winner is whichever rule the stylesheet writes last, and the element scripts'
 * build-time CSS wrote the grey one last, so the field stayed grey. A module of its own so that
 * only the forms that refuse values carry it (and its rules) in their bundles.
 */
const invalidControl = `${controlBase} border-red-500 ring-2 ring-red-100`;

/** A text control's classes, red while its value is refused. */
export const controlClass = (invalid: boolean) => (invalid ? invalidControl : fieldClass.control);
