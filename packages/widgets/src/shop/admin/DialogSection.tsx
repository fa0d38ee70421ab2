import { type ReactNode, useId } from 'react';

/** A part of the manager's order dialog (payments, invoices): a section named by its heading. */
export function DialogSection({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2" data-testid={testId}>
      <h3 id={titleId} className="text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
