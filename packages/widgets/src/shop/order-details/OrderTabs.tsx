import type { OrderTab } from '@stickers62/core/rules';
import { orderTexts } from '@stickers62/core/texts';
import type { KeyboardEvent } from 'react';

const tabs: readonly OrderTab[] = ['stickers', 'acryl'];

export interface OrderTabsProps {
  label: string;
  /** The tab panel's id; each tab's id is `{panelId}-{tab}`. */
  panelId: string;
  selected: OrderTab;
  counts: Record<OrderTab, number>;
  onSelect: (tab: OrderTab) => void;
}

/** 'Стикеры (n)' and 'Акрил (n)': a tab list with arrow-key movement between the two. */
export function OrderTabs({ label, panelId, selected, counts, onSelect }: OrderTabsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(selected) + 1) % tabs.length] ?? selected;
    onSelect(next);
    event.currentTarget.ownerDocument.getElementById(`${panelId}-${next}`)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="flex gap-2 border-b border-gray-200">
      {tabs.map((tab) => (
        <button
          key={tab}
          id={`${panelId}-${tab}`}
          type="button"
          role="tab"
          aria-selected={selected === tab}
          aria-controls={panelId}
          tabIndex={selected === tab ? 0 : -1}
          className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-light ${
            selected === tab ? 'border-brand text-brand' : 'border-transparent text-gray-600 hover:text-gray-900'
          }`}
          onClick={() => onSelect(tab)}
          onKeyDown={onKeyDown}
        >
          {tab === 'stickers' ? orderTexts.stickersTab(counts.stickers) : orderTexts.acrylTab(counts.acryl)}
        </button>
      ))}
    </div>
  );
}
