/**
 * `Content-Disposition: attachment` for a stored file's name (RFC 6266): the exact name in
 * `filename*=UTF-8''…` (RFC 5987, so "Vuokrasopimus Mäkelä.pdf" keeps its ä), and an ASCII
 * `filename="…"` for clients without it (alone when the name is plain ASCII already). The name is the user's: only ever a name, never a path,
 * so separators, quotes and control characters never reach the header as they are.
 */

/** The name with ä→a, ö→o, å→a and anything outside a safe ASCII set as `_`. */
export function asciiFileName(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ._()-]/g, '_')
    .trim();
  return ascii.replace(/^\.+/, '') || 'file';
}

/** RFC 5987 value characters: encodeURIComponent leaves a few that the grammar does not allow. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The header; `filename*` only when the ASCII name is not the name itself. `inline` asks the
 * browser to show the file itself (the staff's attachment viewer), still under the stored name.
 */
export function contentDisposition(
  fileName: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const ascii = asciiFileName(fileName);
  const plain = `${disposition}; filename="${ascii}"`;
  return ascii === fileName ? plain : `${plain}; filename*=UTF-8''${rfc5987(fileName)}`;
}
