/**
 * Class names shared by the widgets, so a button looks the same in every one of them. Focus
 * shows as an outline: Tailwind's ring utilities cost every element script a kilobyte of CSS.
 */
export const buttonClass = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-brand-text hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
  icon: 'inline-flex h-9 w-9 items-center justify-center rounded-full text-xl text-gray-600 hover:bg-gray-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
} as const;

/** A text control's shape; its border colour is added apart (fieldClass.control, invalid-control.ts). */
export const controlBase =
  'rounded-lg border bg-white px-3 py-2 text-sm text-gray-900 focus:border-brand focus:outline focus:outline-2 focus:outline-offset-0 focus:outline-brand';

export const fieldClass = {
  label: 'flex flex-col gap-1 text-sm font-medium text-gray-700',
  control: `${controlBase} border-gray-300`,
  checkbox: 'h-4 w-4 rounded border-gray-300 accent-brand',
} as const;

/** The card every widget sits on. */
export const cardClass = 'rounded-2xl border border-gray-200 bg-white p-5 font-sans text-gray-900 shadow-sm';
