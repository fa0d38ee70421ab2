import { fileTexts, preflightViewTexts } from '@stickers62/core/texts';
import type { Locator, Page } from 'playwright-core';

/**
 * Waits until an upload dialog stored its file and is gone. A file the server checked keeps
 * the dialog open with its checks (beyond the spec): then «Готово» closes it. A file without
 * checks (a general acryl file, or a server without preflight) closes the dialog by itself.
 */
export async function finishUpload(page: Page, dialog: Locator): Promise<void> {
  await page.getByText(fileTexts.uploaded).waitFor();
  // Whichever comes first: the checks' «Готово» (then close with it) or the dialog closing itself.
  const done = dialog.getByRole('button', { name: preflightViewTexts.done });
  const outcome = await Promise.race([
    // The loser keeps waiting until its own timeout: its failure then means nothing.
    done.waitFor({ state: 'visible' }).then(
      () => 'checks' as const,
      () => 'closed' as const,
    ),
    dialog.waitFor({ state: 'detached' }).then(
      () => 'closed' as const,
      () => 'checks' as const,
    ),
  ]);
  if (outcome === 'checks') await done.click();
  await dialog.waitFor({ state: 'detached' });
}
