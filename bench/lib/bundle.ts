/**
 * The bundle figures: which JS files a page loads (the landlord form page; the front page and the
 * login page before they are interactive), their gzip sizes (zlib level 9 of the built files),
 * whether any of them holds an ajv compiler or code evaluation, and — as a control — that the same
 * markers are found in a minified bundle of ajv itself.
 */
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';

/** Strings of ajv's compiler (core options, code generator and compiler errors) that minifiers keep. */
export const AJV_COMPILER_MARKERS: readonly { name: string; pattern: RegExp }[] = [
  { name: "ajv option 'strictSchema'", pattern: /strictSchema/ },
  { name: "ajv codegen error 'CodeGen: …'", pattern: /CodeGen: / },
  { name: "ajv error 'ajv implementation error'", pattern: /ajv implementation error/ },
  { name: "ajv error 'schema must be object or boolean'", pattern: /schema must be object or boolean/ },
];

/** Code evaluation from strings, which `script-src 'self'` (no 'unsafe-eval') refuses. */
export const EVAL_MARKERS: readonly { name: string; pattern: RegExp }[] = [
  // Minifiers turn `new Function(…)` into `Function(…)`; both are matched.
  { name: 'Function(…)', pattern: /(?<![\w$.])(?:new\s+)?Function\s*\(/ },
  { name: 'eval(…)', pattern: /(?<![\w$.])eval\s*\(/ },
];

export interface MarkerScan {
  ajvCompiler: string[];
  evaluation: string[];
}

export function scanForCompiler(code: string): MarkerScan {
  return {
    ajvCompiler: AJV_COMPILER_MARKERS.filter(({ pattern }) => pattern.test(code)).map(({ name }) => name),
    evaluation: EVAL_MARKERS.filter(({ pattern }) => pattern.test(code)).map(({ name }) => name),
  };
}

/**
 * `react`: the React runtime; `shell`: the files index.html names (the entry and what it imports);
 * `form` / `page`: whatever the page loaded on top of those (the landlord form's code; another
 * page's). The text register is JSON from the API, recorded apart (bench/run.ts).
 */
export type ChunkRole = 'react' | 'shell' | 'form' | 'page';

export interface LoadedChunk {
  file: string;
  role: ChunkRole;
  bytes: number;
  gzip: number;
  /**
   * What the portal's server sends a browser that accepts brotli (every current browser over
   * HTTPS): the build's `.br` twin (portal/build/precompress.ts), or the file itself when it has
   * none (under 1 kB).
   */
  served: number;
  scan: MarkerScan;
}

export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

/** The files index.html names (`<script src>`, `<link rel="modulepreload">`): what every page loads first. */
export async function filesNamedByIndexHtml(distDir: string): Promise<Set<string>> {
  const indexHtml = await readFile(join(distDir, 'index.html'), 'utf8');
  return new Set([...indexHtml.matchAll(/(?:src|href)="\/?([^"]+\.js)"/g)].map((match) => match[1]!));
}

/**
 * Reads the loaded JS files from the build and sorts them: `react-*` is the React runtime (the
 * build's `react` chunk group), the other files index.html names are the portal shell (entry,
 * rolldown runtime), the text register's parts are `texts`, and whatever else the page loaded is
 * `lazyRole` (the form's code, or a page's).
 */
export async function describeLoadedChunks(
  distDir: string,
  urls: readonly string[],
  lazyRole: 'form' | 'page' = 'form',
): Promise<LoadedChunk[]> {
  const named = await filesNamedByIndexHtml(distDir);
  const chunks: LoadedChunk[] = [];
  for (const url of new Set(urls)) {
    const path = new URL(url).pathname;
    const content = await readFile(join(distDir, path));
    const file = path.replace(/^\//, '');
    const name = basename(file);
    // react-<hash>.js, not react-is-<hash>.js (RJSF's, the form's).
    const role: ChunkRole = /^react-[\w-]{8}\.js$/.test(name)
      ? 'react'
      : named.has(file)
        ? 'shell'
        : lazyRole;
    chunks.push({
      file,
      role,
      bytes: content.length,
      gzip: gzipSize(content),
      served: await servedSize(join(distDir, path), content.length),
      scan: scanForCompiler(content.toString('utf8')),
    });
  }
  return chunks.sort((a, b) => a.role.localeCompare(b.role) || a.file.localeCompare(b.file));
}

/** The size of a built file's brotli twin, or `bytes` (the file's own size) when it has none. */
async function servedSize(file: string, bytes: number): Promise<number> {
  try {
    return (await stat(`${file}.br`)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return bytes;
    throw error;
  }
}

/** The gzip or served bytes of `chunks` (of one role, or all). */
export function bytesOf(
  chunks: readonly LoadedChunk[],
  measure: 'gzip' | 'served',
  role?: ChunkRole,
): number {
  return chunks
    .filter((chunk) => !role || chunk.role === role)
    .reduce((total, chunk) => total + chunk[measure], 0);
}

export interface ControlScan {
  what: string;
  bytes: number;
  scan: MarkerScan;
}

/**
 * The check's control: ajv's own entry, raw and bundled + minified by the same Vite build, must
 * show the compiler markers, or the markers prove nothing.
 */
export async function scanAjvControl(repoRoot: string): Promise<ControlScan[]> {
  const require = createRequire(join(repoRoot, 'package.json'));
  const ajvEntry = require.resolve('ajv/dist/ajv.js');
  const rawFiles = ['ajv/dist/core.js', 'ajv/dist/compile/index.js', 'ajv/dist/compile/codegen/index.js'];
  let raw = '';
  for (const file of rawFiles) raw += await readFile(require.resolve(file), 'utf8');
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: repoRoot,
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      lib: { entry: ajvEntry, formats: ['es'], fileName: 'ajv-control' },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const outputs = Array.isArray(output) ? output : [output];
  const bundled = outputs
    .flatMap((result) => result.output)
    .map((item) => (item.type === 'chunk' ? item.code : ''))
    .join('\n');
  return [
    { what: `node_modules/${rawFiles.join(', ')} (raw)`, bytes: raw.length, scan: scanForCompiler(raw) },
    {
      what: 'ajv/dist/ajv.js bundled and minified by vite build',
      bytes: bundled.length,
      scan: scanForCompiler(bundled),
    },
  ];
}
