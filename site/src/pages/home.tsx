import { brandTexts } from '@stickers62/core/texts';

export function Home() {
  return (
    <section className="site-page">
      <h1>{brandTexts.name}</h1>
      <p>Онлайн-типография: стикеры, стикерпаки и изделия из акрила по вашим эскизам.</p>
    </section>
  );
}
