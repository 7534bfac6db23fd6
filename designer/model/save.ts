/**
 * What a save writes: only the files whose text the author changed, each formatted as the
 * repository formats JSON (Prettier with .prettierrc.json, as `npm run lint` checks), so that an
 * edit changes only the lines it concerns and an unchanged file is never written at all; and the
 * examples the author's edit removed (a deleted field's, deleteField.ts), as deletions.
 */
import { format } from 'prettier/standalone';
import type { Options } from 'prettier';
import * as babel from 'prettier/plugins/babel';
import * as estree from 'prettier/plugins/estree';
import prettierConfig from '../../.prettierrc.json' with { type: 'json' };
import { changedFiles, type Files } from './workspace.ts';

export async function formatJson(text: string): Promise<string> {
  return format(text, { ...(prettierConfig as Options), parser: 'json', plugins: [babel, estree] });
}

export interface FileWrite {
  path: string;
  /** The file's new text, or null: the file is deleted (an example only, fileApi.ts). */
  text: string | null;
  /** The text the designer read: the API refuses the write when the file has changed since. */
  expected: string | null;
}

export async function filesToWrite(original: Files, current: Files): Promise<FileWrite[]> {
  const writes: FileWrite[] = [];
  for (const path of changedFiles(original, current)) {
    const text = current[path];
    if (text === undefined) {
      if (original[path] !== undefined) writes.push({ path, text: null, expected: original[path]! });
      continue;
    }
    const formatted = await formatJson(text);
    if (formatted !== original[path])
      writes.push({ path, text: formatted, expected: original[path] ?? null });
  }
  return writes;
}
