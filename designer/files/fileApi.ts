/**
 * The designer's local file API, a development tool only (never part of the server or of a build):
 * it reads the working copy's forms and texts and writes them back, each file whole or not at all.
 *
 * - Confined: a path must be a plain relative path to a `.json` file under `schemas/forms/` or
 *   `texts/` (the examples are under `schemas/forms/examples/`); anything else is refused with 403,
 *   a symbolic link out of those folders too.
 * - Whole or not at all: every path and text of a save is checked before anything is written; each
 *   file is written to a temporary file beside it, flushed, and renamed over the old one.
 * - Nothing lost: a write names the text it replaces, and a file changed on disk since it was read
 *   is not overwritten (409, the designer says so and keeps the author's work). A write without a
 *   text deletes: only an example (of a deleted field, designer/model/deleteField.ts), checked the
 *   same way; a form, a register or expected errors are never deleted (403).
 * - Only for the designer's own page: the designer listens on 127.0.0.1 (designer/start.ts) and
 *   answers no other page (ownOrigin.ts); the API also wants `Sec-Fetch-Site: same-origin`, and a
 *   save a JSON body and the `x-designer` header (fileApiGuard).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, open, readdir, readFile, realpath, rename, rm, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, posix, relative, sep } from 'node:path';
import { readForms } from '../../catalogue/forms.ts';
import { keepPublishedVersions, keptVersions } from '../../catalogue/versions.ts';
import type { Language, TextRegister } from '../../texts/index.ts';
import { originIsOwn, ownOrigin } from './ownOrigin.ts';

export const API_PREFIX = '/designer-api';
export const FOLDERS = ['schemas/forms', 'texts'] as const;

export class FileApiError extends Error {
  status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const inside = (parent: string, child: string) => child === parent || child.startsWith(parent + sep);

/** The absolute file of a relative path the API may touch; throws 403 for any other. */
export async function confine(root: string, path: unknown): Promise<string> {
  if (
    typeof path !== 'string' ||
    path.includes('\0') ||
    path.includes('\\') ||
    posix.isAbsolute(path) ||
    posix.normalize(path) !== path ||
    path.split('/').some((part) => part === '..' || part === '.' || part === '') ||
    !path.endsWith('.json') ||
    !FOLDERS.some((folder) => path.startsWith(`${folder}/`))
  )
    throw new FileApiError(403, `not a file the designer may touch: ${String(path)}`);
  const folder = FOLDERS.find((candidate) => path.startsWith(`${candidate}/`))!;
  const allowed = await realpath(join(root, folder));
  // The nearest folder that exists must lie inside, with symbolic links resolved.
  let existing = dirname(join(root, path));
  for (;;) {
    try {
      const real = await realpath(existing);
      if (!inside(allowed, real)) throw new FileApiError(403, `outside ${folder}: ${path}`);
      break;
    } catch (error) {
      if (error instanceof FileApiError) throw error;
      existing = dirname(existing);
    }
  }
  const file = join(root, path);
  try {
    if (!inside(allowed, await realpath(file))) throw new FileApiError(403, `outside ${folder}: ${path}`);
  } catch (error) {
    if (error instanceof FileApiError) throw error;
  }
  return file;
}

async function filesUnder(root: string, folder: string): Promise<string[]> {
  const entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

export interface Workspace {
  files: Record<string, string>;
  /** Each file's last change (ISO time). */
  modified: Record<string, string>;
  /** Each published form's last kept version number (catalogue/versions.ts); a form with none is not listed. */
  versions: Record<string, number>;
}

/**
 * Every file of every form under `root` (its schema, UI schema, manifest, examples and expected
 * errors), as the forms catalogue (catalogue/forms.ts) finds them: the designer edits forms, and
 * what a form's files are is the catalogue's to say.
 */
function formFilesUnder(root: string): string[] {
  const catalogue = readForms(join(root, 'schemas', 'forms'));
  const ids = [...new Set([...catalogue.formIds(), ...catalogue.manifestIds()])];
  return ids
    .flatMap((id) => {
      const files = catalogue.files(id);
      return [
        files.schema,
        files.uiSchema,
        files.manifest,
        files.migrations,
        ...Object.values(files.examples),
        files.expectedErrors,
      ];
    })
    .filter((file): file is string => file !== undefined && existsSync(file))
    .map((file) => relative(root, file).split(sep).join('/'))
    .sort();
}

export async function readWorkspace(root: string): Promise<Workspace> {
  const paths = [...formFilesUnder(root), ...(await filesUnder(root, 'texts'))];
  const catalogue = readForms(join(root, 'schemas', 'forms'));
  const versions = Object.fromEntries(
    catalogue.formIds().flatMap((id) => {
      try {
        const last = keptVersions(catalogue, id).at(-1);
        return last ? [[id, last.number]] : [];
      } catch {
        // A version file edited by hand: schemas:check says which; the designer offers no migrations.
        return [];
      }
    }),
  );
  const files: Record<string, string> = {};
  const modified: Record<string, string> = {};
  await Promise.all(
    paths.map(async (path) => {
      files[path] = await readFile(join(root, path), 'utf8');
      modified[path] = (await stat(join(root, path))).mtime.toISOString();
    }),
  );
  return { files, modified, versions };
}

/** Writes a file whole or not at all: a temporary file beside it, flushed to disk, renamed over it. */
export async function writeWhole(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(temporary, 'wx');
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export interface SaveRequest {
  /** `text: null` deletes the file: only an example (a deleted field's, designer/model/deleteField.ts). */
  writes: { path: string; text: string | null; expected: string | null }[];
}

/** The only files a save may delete: a form's examples (never a form, a text register or a version). */
const DELETABLE = /^schemas\/forms\/examples\/[^/]+\/[^/]+\.json$/;

export async function save(root: string, request: unknown): Promise<{ written: string[] }> {
  const writes = (request as SaveRequest | null)?.writes;
  if (!Array.isArray(writes) || writes.length === 0) throw new FileApiError(400, 'nothing to save');
  const checked: { file: string; path: string; text: string | null }[] = [];
  const conflicts: string[] = [];
  for (const write of writes) {
    // A kept version is what was published: written as a form is saved (keepVersions), never edited.
    if (typeof write?.path === 'string' && write.path.startsWith('schemas/forms/versions/'))
      throw new FileApiError(403, `a kept form version is never edited: ${write.path}`);
    const file = await confine(root, write?.path);
    if (write.text === null) {
      if (!DELETABLE.test(write.path) || write.path.endsWith('/expected-errors.json'))
        throw new FileApiError(403, `only an example can be deleted: ${write.path}`);
    } else if (typeof write.text !== 'string') throw new FileApiError(400, `no text for ${write.path}`);
    else
      try {
        JSON.parse(write.text);
      } catch (error) {
        throw new FileApiError(400, `${write.path} would not be JSON: ${(error as Error).message}`);
      }
    const onDisk = await readFile(file, 'utf8').catch(() => null);
    if (onDisk !== (write.expected ?? null)) conflicts.push(write.path);
    checked.push({ file, path: write.path, text: write.text });
  }
  if (conflicts.length > 0)
    throw new FileApiError(409, `changed on disk since the designer read them: ${conflicts.join(', ')}`);
  for (const write of checked)
    if (write.text === null) await rm(write.file);
    else await writeWhole(write.file, write.text);
  return { written: [...checked.map((write) => write.path), ...keepVersions(root)] };
}

/**
 * A saved published form is published as it now is: its version is kept beside it
 * (catalogue/versions.ts), with the texts as they now are on disk.
 */
function keepVersions(root: string): string[] {
  const texts = (language: Language) =>
    JSON.parse(readFileSync(join(root, 'texts', `${language}.json`), 'utf8')) as TextRegister;
  return keepPublishedVersions(readForms(join(root, 'schemas', 'forms')), {
    fi: texts('fi'),
    sv: texts('sv'),
  }).map((file) => `schemas/forms/${file}`);
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(JSON.stringify(body));
}

export async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 20_000_000) throw new FileApiError(413, 'too large');
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new FileApiError(400, 'the body is not JSON');
  }
}

/**
 * Only the designer's own page in this machine's browser (issue 41): the Host is 127.0.0.1 or
 * localhost with the port the request came in on (no DNS rebinding, no other local server's name),
 * the browser says the request comes from that very origin (`Sec-Fetch-Site: same-origin`, which a
 * page cannot forge; another port of the same host is `same-site`), an `Origin`, where sent, is
 * exactly that origin, and a change has a JSON body and the `x-designer` header (no other page can
 * send both without a CORS preflight, which the designer never grants: designer/start.ts).
 */
export function fileApiGuard(request: IncomingMessage, changes: boolean): void {
  const own = ownOrigin(request);
  if (own === null) throw new FileApiError(403, 'only for this machine');
  if (request.headers['sec-fetch-site'] !== 'same-origin' || !originIsOwn(request, own))
    throw new FileApiError(403, 'only for the designer itself');
  if (
    changes &&
    (request.headers['x-designer'] !== '1' ||
      !/^application\/json\b/.test(request.headers['content-type'] ?? ''))
  )
    throw new FileApiError(403, 'a change needs the designer’s own request');
}

/** The API as connect middleware (Vite's dev server uses it: designer/vite.config.ts). */
export function fileApi(root: string) {
  return async (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (!url.pathname.startsWith(`${API_PREFIX}/`)) return next();
    try {
      fileApiGuard(request, request.method !== 'GET');
      const route = `${request.method} ${url.pathname.slice(API_PREFIX.length)}`;
      if (route === 'GET /workspace') return answer(response, 200, await readWorkspace(root));
      if (route === 'GET /file') {
        const file = await confine(root, url.searchParams.get('path'));
        const text = await readFile(file, 'utf8').catch(() => {
          throw new FileApiError(404, 'no such file');
        });
        return answer(response, 200, { text });
      }
      if (route === 'POST /save') return answer(response, 200, await save(root, await readBody(request)));
      throw new FileApiError(404, 'no such operation');
    } catch (error) {
      if (error instanceof FileApiError) return answer(response, error.status, { message: error.message });
      return answer(response, 500, { message: (error as Error).message });
    }
  };
}
