import { fileTexts, orderScreenTexts } from '@stickers62/core/texts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { FileUploadDialog } from './FileUploadDialog';

afterEach(cleanup);

function renderDialog(upload?: { loaded: number; total: number; percent: number }) {
  const props = {
    title: orderScreenTexts.uploadTitle('Котики'),
    currentFile: 'cats.psd',
    upload,
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
});
