/** Downloading one of the user's documents and saving it in the browser. */
import { operations, type PortalDocument } from '../../../api/contract';
import { api } from '../../api/client';

/** Offers `blob` as a download named `fileName` (a link clicked once, its URL freed afterwards). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads one of the user's documents (GET /v1/document/download/{id}) and saves it; answers the
 * name it was saved with. The server names the file in Content-Disposition, but the API client
 * answers a file operation with its Blob only, so the name follows the server's rule for the same
 * document (server/api/documents.ts): the stored file's own name, or `<type>-<created>.pdf` for a
 * PDF rendered from the record. tests/e2e/my-documents.e2e.ts checks that the two agree.
 */
export async function downloadDocument(document: PortalDocument): Promise<string> {
  const blob = await api.call(operations.documentDownload, { params: { id: document.id } });
  const fileName =
    document.documents[0]?.fileName || `${document.type.toLowerCase()}-${document.created}.pdf`;
  saveBlob(blob, fileName);
  return fileName;
}
