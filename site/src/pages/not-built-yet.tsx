import { navTexts } from '@stickers62/core/texts';

/** A route whose screen has not been built yet says so plainly instead of pretending. */
export function NotBuiltYet({ title }: { title: string }) {
  return (
    <section className="site-page">
      <h1>{title}</h1>
      <p>{navTexts.notBuiltYet}</p>
    </section>
  );
}
