/** The designer's calls to its local file API (designer/files/fileApi.ts). */
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

export async function saveFiles(writes: FileWrite[]): Promise<{ written: string[] }> {
  return answer(
    await fetch('/designer-api/save', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-designer': '1' },
      body: JSON.stringify({ writes }),
    }),
  );
}
