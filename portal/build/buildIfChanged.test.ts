import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIsCurrent, inputsHash, stampFile } from './buildIfChanged.ts';

let roots: string[] = [];
afterEach(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
  roots = [];
});

function write(root: string, file: string, text: string): void {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}

/** A checkout in miniature: a few of the build's inputs, a built portal and its generated validators. */
function checkout(): string {
  const root = mkdtempSync(join(tmpdir(), 'build-inputs-'));
  roots.push(root);
  write(root, 'portal/App.tsx', 'export const App = 1;\n');
  write(root, 'texts/fi.json', '{"100001":"Hei"}\n');
  write(root, 'package-lock.json', '{"lockfileVersion":3}\n');
  write(root, 'engine/generated/form.validators.ts', 'export {};\n');
  write(root, 'dist/portal/index.html', '<!doctype html>\n');
  return root;
}

describe('npm start builds the portal only when what it is built from has changed', () => {
  it('is current once stamped, and not after any input changes, appears or goes', () => {
    const root = checkout();
    expect(buildIsCurrent(root)).toBe(false);
    writeFileSync(stampFile(root), `${inputsHash(root)}\n`);
    expect(buildIsCurrent(root)).toBe(true);

    write(root, 'texts/fi.json', '{"100001":"Moi"}\n');
    expect(buildIsCurrent(root)).toBe(false);
    writeFileSync(stampFile(root), `${inputsHash(root)}\n`);
    write(root, 'schemas/forms/new.schema.json', '{}\n');
    expect(buildIsCurrent(root)).toBe(false);
    writeFileSync(stampFile(root), `${inputsHash(root)}\n`);
    rmSync(join(root, 'schemas/forms/new.schema.json'));
    expect(buildIsCurrent(root)).toBe(false);
    writeFileSync(stampFile(root), `${inputsHash(root)}\n`);
    write(root, 'package-lock.json', '{"lockfileVersion":3,"packages":{}}\n');
    expect(buildIsCurrent(root)).toBe(false);
  });

  it('builds again when a preview of the draft forms is turned on or off (FORM_DRAFTS)', () => {
    const root = checkout();
    writeFileSync(stampFile(root), `${inputsHash(root, {})}\n`);
    expect(buildIsCurrent(root, {})).toBe(true);
    const preview = { FORM_DRAFTS: 'true' };
    expect(buildIsCurrent(root, preview)).toBe(false);
    writeFileSync(stampFile(root), `${inputsHash(root, preview)}\n`);
    expect(buildIsCurrent(root, preview)).toBe(true);
    expect(buildIsCurrent(root, {})).toBe(false);
  });

  it('hashes contents and paths, not the build’s own outputs', () => {
    const root = checkout();
    const before = inputsHash(root);
    write(root, 'engine/generated/form.validators.ts', 'export const changed = 1;\n');
    write(root, 'dist/portal/index.html', '<!doctype html><title>other</title>\n');
    expect(inputsHash(root)).toBe(before);
    // The same bytes under another name are another input.
    rmSync(join(root, 'portal/App.tsx'));
    write(root, 'portal/Main.tsx', 'export const App = 1;\n');
    expect(inputsHash(root)).not.toBe(before);
  });

  it('is not current without the built portal or the generated validators, whatever the stamp says', () => {
    const root = checkout();
    writeFileSync(stampFile(root), `${inputsHash(root)}\n`);
    rmSync(join(root, 'dist/portal/index.html'));
    expect(buildIsCurrent(root)).toBe(false);
    write(root, 'dist/portal/index.html', '<!doctype html>\n');
    rmSync(join(root, 'engine/generated'), { recursive: true });
    expect(buildIsCurrent(root)).toBe(false);
  });
});
