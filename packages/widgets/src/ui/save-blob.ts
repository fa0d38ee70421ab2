/** Hands a Blob to the browser as a download (the bearer-authorised calls cannot be plain links). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
