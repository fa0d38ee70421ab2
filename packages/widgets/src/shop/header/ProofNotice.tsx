import type { ApiClient } from '@stickers62/core/api';
import { getOrderList } from '@stickers62/core/api';
import { ordersAwaitingProof } from '@stickers62/core/rules';
import { proofNoticeTexts } from '@stickers62/core/texts';
import { useEffect, useState } from 'react';
import { type Navigate, ShopLink } from '../shop-link';
import type { ShopPaths } from '../shop-paths';

export interface ProofNoticeProps {
  api: ApiClient;
  /** Who is signed in (`null`: nobody): the notice is theirs, read again when it changes. */
  userId: number | null;
  /** Read again on every move, so an answered proof leaves the notice on the next page. */
  currentPath: string;
  /** One order waiting: its page; several: the order list. */
  paths: Pick<ShopPaths, 'order' | 'orders'>;
  navigate: Navigate;
}

/**
 * «Макет ждёт вашего согласования» on every page while a proof waits for the customer: people
 * without VK learn of a proof only on the site. Read from the customer's active order list, which
 * carries each order's status; a failed read shows nothing (the order page still says it).
 */
export function ProofNotice({ api, userId, currentPath, paths, navigate }: ProofNoticeProps) {
  const [waiting, setWaiting] = useState<{ orderId: string; orderNumber: number }[]>([]);
  useEffect(() => {
    if (userId === null) {
      setWaiting([]);
      return;
    }
    let current = true;
    // `currentPath` is read so that every move asks again.
    void currentPath;
    getOrderList(api, { active: true })
      .then((list) => current && setWaiting(ordersAwaitingProof(list)))
      .catch((error: unknown) => api.log(proofNoticeTexts.failedLog, error));
    return () => {
      current = false;
    };
  }, [api, userId, currentPath]);
  const first = waiting[0];
  if (!first) return null;
  const href = waiting.length === 1 ? paths.order(first.orderId) : paths.orders;
  // The customer is already where the notice leads.
  if (currentPath === href) return null;
  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900">
      <ShopLink
        href={href}
        onNavigate={navigate}
        className="font-semibold underline underline-offset-2"
        data-testid="proof-notice"
      >
        {waiting.length === 1 ? proofNoticeTexts.one(first.orderNumber) : proofNoticeTexts.many(waiting.length)}
      </ShopLink>
    </div>
  );
}
