/** The designer's calls to its local file API (designer/files/fileApi.ts). */
import type { FormVersionContent } from '../../engine/core/formVersion.ts';
import type { FileWrite } from '../model/save.ts';

export interface Workspace {
  files: Record<string, string>;
  modified: Record<string, string>;
  /** Each published form's last kept version number (designer/files/fileApi.ts). */
  versions: Record<string, number>;
}

async function answer<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok) throw new Error(body.message ?? `HTTP ${response.status}`);
  return body;
}

export async function loadWorkspace(): Promise<Workspace> {
  return answer<Workspace>(await fetch('/designer-api/workspace'));
}

/** A kept version of a form (`schemas/forms/versions/<form>/<number>.json`, catalogue/versions.ts). */
export async function loadVersion(
  form: string,
  number: number,
): Promise<{ number: number; content: FormVersionContent }> {
  const { text } = await answer<{ text: string }>(
    await fetch(
      `/designer-api/file?path=${encodeURIComponent(`schemas/forms/versions/${form}/${number}.json`)}`,
    ),
  );
  return JSON.parse(text) as { number: number; content: FormVersionContent };
}

export async function saveFiles(writes: FileWrite[]): Promise<{ written: string[] }> {
  return answer(
    await fetch('/designer-api/save', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-designer': '1' },
      body: JSON.stringify({ writes }),
    }),
  );
}
