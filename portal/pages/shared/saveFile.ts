/** Saving a file the API answered (a PDF, a stored upload) in the browser. */

/** Offers `blob` as a download named `fileName` (a link clicked once, its URL freed afterwards). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
