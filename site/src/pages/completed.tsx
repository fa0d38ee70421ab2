import { completedTexts } from '@stickers62/core/texts';
import { buttonClass } from '@stickers62/widgets';
import { Link } from 'wouter';
import { Page } from '../page-frame';
import { paths } from '../routes';

/** `/completed` and `/completed/{id}`: the order was sent; what happens next and how long it takes. */
export function CompletedPage() {
  return (
    <Page title={completedTexts.title}>
      <div className="flex flex-col gap-6 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm md:p-8">
        <p className="flex items-center gap-3 text-lg text-gray-800">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-green-100 text-xl text-green-700"
          >
            ✓
          </span>
          {completedTexts.text}
        </p>
        <section>
          <h2 className="mb-3 text-lg font-semibold text-gray-900">{completedTexts.timelinesTitle}</h2>
          <ul className="flex flex-col gap-2 text-gray-700">
            {[completedTexts.approval, completedTexts.stickers, completedTexts.acryl].map((line) => (
              <li key={line} className="rounded-lg bg-gray-50 px-4 py-2">
                {line}
              </li>
            ))}
          </ul>
        </section>
        <div>
          <Link href={paths.orders} className={buttonClass.primary}>
            {completedTexts.toOrders}
          </Link>
        </div>
      </div>
    </Page>
  );
}
