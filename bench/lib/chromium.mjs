// Debian's Chromium for the benchmarks that drive a browser (the admin list's scroll, Lighthouse).

export const chromiumPath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// TOOLCHAIN.md: without the background-networking flags Chromium keeps calling hosts this
// network does not have, which would count against the page being measured.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
