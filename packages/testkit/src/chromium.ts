/** Debian's Chromium for the browser tests, the e2e journeys and the bench (TOOLCHAIN.md). */
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** CHROMIUM_PATH, or CHROME_PATH (Lighthouse's name for it), else Debian's package. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const hasChromium = existsSync(chromiumPath);

/**
 * Without the background-networking flags Chromium keeps calling hosts this network does not
 * have: noise in a test's requests and in a measured page's timings.
 */
export const chromiumFlags: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A headless Chromium with the flags above; `launch` gives it a fresh temporary profile. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: [...chromiumFlags] });
}
