/** Downloading one of the user's documents and saving it in the browser. */
import { operations, type PortalDocument } from '../../../api/contract.ts';
import { api } from '../../api/client.ts';
import { saveBlob } from '../shared/saveFile.ts';

/**
 * Downloads one of the user's documents (GET /v1/document/download/{id}) and saves it under the
 * name the server gave it (the stored file's own name, or one for the PDF rendered from the
 * record); answers that name. Should the server give none, the stored file's or the type's name.
 */
export async function downloadDocument(document: PortalDocument): Promise<string> {
  const { blob, fileName } = await api.download(operations.documentDownload, { params: { id: document.id } });
  const name =
    fileName || document.documents[0]?.fileName || `${document.type.toLowerCase()}-${document.created}.pdf`;
  saveBlob(blob, name);
  return name;
}
