import type { PreflightResult } from '@stickers62/core/contract';
import { fileTexts, orderScreenTexts, preflightViewTexts } from '@stickers62/core/texts';
import { lowResolutionPreflight } from '@stickers62/testkit/fixtures';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { FileUploadDialog } from './FileUploadDialog';

afterEach(cleanup);

function renderDialog(upload?: { loaded: number; total: number; percent: number }, preflight?: PreflightResult) {
  const props = {
    title: orderScreenTexts.uploadTitle('Котики'),
    currentFile: 'cats.psd',
    upload,
    preflight,
    onUpload: vi.fn(),
    onCancelUpload: vi.fn(),
    onClose: vi.fn(),
  };
  const view = render(<FileUploadDialog {...props} />);
  return { ...view, props };
}

describe('FileUploadDialog', () => {
  it('hands the chosen file over and names the stored one', async () => {
    const { container, props } = renderDialog();
    expect(screen.getByText(orderScreenTexts.currentFile('cats.psd'))).toBeTruthy();
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toContain('.psd');
    const file = new File(['x'], 'new.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(props.onUpload).toHaveBeenCalledWith(file);
    await expectNoAxeViolations(container);
  });

  it('shows the progress while uploading and cancels it', async () => {
    const { container, props } = renderDialog({ loaded: 40, total: 100, percent: 40 });
    expect(screen.getByRole('status').textContent).toBe(fileTexts.uploading(40));
    expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(40);
    expect(container.ownerDocument.querySelector('input[type="file"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: fileTexts.cancelUpload }));
    expect(props.onCancelUpload).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('says «Проверяем макет…» once every byte is sent, while the server checks', async () => {
    const { container } = renderDialog({ loaded: 100, total: 100, percent: 100 });
    expect(screen.getByRole('status').textContent).toBe(preflightViewTexts.checking);
    // No value: the bar moves without an end while the answer is awaited.
    expect((screen.getByRole('progressbar') as HTMLProgressElement).hasAttribute('value')).toBe(false);
    expect(screen.queryByRole('button', { name: preflightViewTexts.done })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows the checks of the stored file first, each with its advice, and closes with «Готово»', async () => {
    const { container, props } = renderDialog(undefined, lowResolutionPreflight);
    const checks = screen.getByRole('region', { name: preflightViewTexts.checksTitle });
    expect(within(checks).getByText(preflightViewTexts.badge.red)).toBeTruthy();
    const red = within(checks).getAllByRole('listitem')[0] as HTMLElement;
    expect(red.textContent).toContain(preflightViewTexts.level.red);
    expect(red.textContent).toContain(lowResolutionPreflight.checks[0]?.message);
    // The checks come before the guidance: they are what the customer came back to read.
    const guidance = screen.getByRole('region', { name: orderScreenTexts.guidanceTitle });
    expect(checks.compareDocumentPosition(guidance) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Another file may still be chosen.
    expect(container.ownerDocument.querySelector('input[type="file"]')).not.toBeNull();
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: preflightViewTexts.done }));
    expect(props.onClose).toHaveBeenCalledOnce();
  });
});
