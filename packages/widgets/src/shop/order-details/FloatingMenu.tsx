import { orderScreenTexts, orderTexts } from '@stickers62/core/texts';
import { useState } from 'react';

export interface FloatingMenuProps {
  onAdd: () => void;
  onRepeat: () => void;
  onRepeatMany: () => void;
  onInstruction: () => void;
}

const itemClass =
  'w-full rounded-lg px-4 py-2 text-left text-sm font-medium text-gray-800 hover:bg-gray-100 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-light';

/** The editing menu floating at the bottom right: add, repeat (one or several), instruction. */
export function FloatingMenu(props: FloatingMenuProps) {
  const [open, setOpen] = useState(false);
  const run = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the open menu from any of its buttons
    <div
      className="fixed bottom-24 right-4 z-30 flex flex-col items-end gap-3 sm:right-6"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      {open && (
        <ul
          className="w-64 rounded-2xl border border-gray-200 bg-white p-2 shadow-xl"
          aria-label={orderScreenTexts.menu}
        >
          <li>
            <button type="button" className={itemClass} onClick={run(props.onAdd)}>
              {orderTexts.addItem}
            </button>
          </li>
          <li>
            <button type="button" className={itemClass} onClick={run(props.onRepeat)}>
              {orderTexts.repeatLayout}
            </button>
          </li>
          <li>
            <button type="button" className={itemClass} onClick={run(props.onRepeatMany)}>
              {orderScreenTexts.repeatMany}
            </button>
          </li>
          <li>
            <button type="button" className={itemClass} onClick={run(props.onInstruction)}>
              {orderTexts.instruction}
            </button>
          </li>
        </ul>
      )}
      <button
        type="button"
        className="flex h-14 w-14 items-center justify-center rounded-full bg-brand text-3xl text-white shadow-xl hover:bg-brand-dark focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-light"
        aria-label={orderScreenTexts.menu}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? '×' : '+'}
      </button>
    </div>
  );
}
