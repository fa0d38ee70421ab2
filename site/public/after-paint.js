// Starts a prerendered page's scripts once the page has painted (site/prerendered-page.ts,
// docs/decisions/0150-prerendered-pages-load-scripts-after-paint.md). The page is drawn by its
// HTML and stylesheet alone; its scripts only make it interactive, so they do not share the
// connection with what the first paint needs. `data-entry` is the site's entry module,
// `data-preload` the modules it and the page's route import, fetched beside it.
(() => {
  const starter = document.currentScript;
  const entry = starter?.dataset.entry;
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    performance.mark('s62:scripts-start');
    for (const href of (starter.dataset.preload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // rAF runs just before the frame that paints the page; the timeout, just after it.
  requestAnimationFrame(() => setTimeout(start, 0));
  // A tab opened in the background paints no frame until shown: its scripts start all the same.
  setTimeout(start, 1500);
})();
