/**
 * The bench's baseline (issue 48): the landlord form on plain RJSF (bench/rjsf/), built with Vite
 * into a temporary folder and served on 127.0.0.1 with the form's schema and its UI schema as the
 * portal's page gives them to RJSF (dates bounded, texts in Finnish). No Content-Security-Policy:
 * @rjsf/validator-ajv8 compiles its validators at run time, as RJSF's users run it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { readForms } from '../../catalogue/forms.ts';
import { localizeUiSchema, withSchemaDateBounds } from '../../engine/core/uiSchema.ts';
import { translatorFor } from '../../texts/index.ts';
import type { StaticServer } from './server.ts';

const PAGE_DIR = resolve(import.meta.dirname, '../rjsf');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** The landlord form as FormEngine hands it to RJSF's Form. */
function landlordForm(): string {
  const { schema, uiSchema } = readForms().definition('landlord-application');
  return JSON.stringify({
    schema,
    uiSchema: localizeUiSchema(withSchemaDateBounds(schema, uiSchema), translatorFor('fi')),
  });
}

export async function servePlainRjsf(): Promise<StaticServer> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-rjsf-'));
  await build({
    configFile: false,
    root: PAGE_DIR,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    // RJSF with ajv's compiler is one chunk of ~600 kB: a baseline, not a page to split.
    build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000 },
  });
  const formJson = landlordForm();
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === '/form.json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(formJson);
      return;
    }
    const file = normalize(join(outDir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(outDir)) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = readFileSync(file);
      response
        .writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
        .end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((closed) => server.close(() => closed()));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
