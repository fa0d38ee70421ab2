import { buttonClass } from '../../ui/classes';

const tighter = (classes: string) => classes.replace('px-4 py-2', 'px-3 py-1.5');

/** Toolbar buttons a little tighter than the shop's, so the manager's toolbar fits a laptop in one row and a phone in a few. */
export const compact = {
  primary: tighter(buttonClass.primary),
  secondary: tighter(buttonClass.secondary),
} as const;
