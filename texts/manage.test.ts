/** The register's tool (texts/texts.ts) on a copy of the repository's texts and forms. */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addTexts,
  changeTexts,
  nextFreeCode,
  readRegister,
  removeCode,
  renameCode,
  usesOf,
} from './manage.ts';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'texts-'));
  for (const folder of ['texts', 'schemas/forms', 'schemas/files'])
    cpSync(join(repo, folder), join(root, folder), { recursive: true });
  mkdirSync(join(root, 'portal'));
  writeFileSync(join(root, 'portal/Page.tsx'), "const TITLE = '145001';\n");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const fi = () => readRegister(root, 'fi');
const sv = () => readRegister(root, 'sv');

describe('the texts tool', () => {
  it('allocates the next free code of a form’s range and adds both languages, files kept sorted', () => {
    const code = nextFreeCode(root, 'realization-request');
    expect(Number(code)).toBeGreaterThan(210000);
    expect(fi()[code]).toBeUndefined();
    addTexts(root, { [code]: { fi: 'Avainten määrä', sv: 'Antal nycklar' } });
    expect([fi()[code], sv()[code]]).toEqual(['Avainten määrä', 'Antal nycklar']);
    expect(nextFreeCode(root, 'realization-request')).not.toBe(code);
    const codes = [...readFileSync(join(root, 'texts/fi.json'), 'utf8').matchAll(/^ {2}"(\d+)":/gm)].map(
      (m) => Number(m[1]),
    );
    expect(codes).toContain(Number(code));
    expect(codes).toEqual([...codes].sort((a, b) => a - b));
  });

  it('refuses to add over a different text and says how to change it; adds nothing then', () => {
    const before = readFileSync(join(root, 'texts/fi.json'), 'utf8');
    expect(() =>
      addTexts(root, { '230001': { fi: 'Joo', sv: 'Ja' }, '210998': { fi: 'Uusi', sv: 'Ny' } }),
    ).toThrow('230001: already "Kyllä" in fi; to change it: node texts/texts.ts change 230001 --fi "…"');
    expect(readFileSync(join(root, 'texts/fi.json'), 'utf8')).toBe(before);
    expect(() => addTexts(root, { '999999': { fi: 'x', sv: 'y' } })).toThrow(/in no range/);
    expect(() => addTexts(root, { '210998': { fi: 'Uusi' } })).toThrow('210998: no sv text');
  });

  it('finds every form and source file that names a code', () => {
    expect(usesOf(root, '230001')).toEqual(
      expect.arrayContaining([
        {
          file: 'schemas/forms/landlord-application.ui.json',
          form: 'landlord-application',
          at: '/useReferenceNumberWhenPaying/ui:enumNames/0',
        },
        expect.objectContaining({ form: 'payment-info-update' }),
        expect.objectContaining({ form: 'realization-request' }),
      ]),
    );
    expect(usesOf(root, '145001')).toEqual([{ file: 'portal/Page.tsx', at: 'line 1' }]);
  });

  it('changes a form’s own text, showing what it replaces', () => {
    const { changes } = changeTexts(root, '210039', { fi: 'Uusi teksti' }, { form: 'realization-request' });
    expect(changes).toEqual([
      { code: '210039', language: 'fi', from: expect.any(String), to: 'Uusi teksti' },
    ]);
    expect(fi()['210039']).toBe('Uusi teksti');
  });

  it('warns, and changes nothing, when other forms use the code, until told --yes', () => {
    expect(() => changeTexts(root, '230001', { fi: 'Joo' }, { form: 'landlord-application' })).toThrow(
      /230001 is also used here:\n {2}schemas\/forms\/payment-info-update.ui.json \/useReferenceNumberWhenPaying\/ui:enumNames\/0\n {2}schemas\/forms\/realization-request.ui.json/,
    );
    expect(fi()['230001']).toBe('Kyllä');
    changeTexts(root, '230001', { fi: 'Joo' }, { form: 'landlord-application', confirmed: true });
    expect(fi()['230001']).toBe('Joo');
  });

  it('renames a code in both languages and in the forms that name it, byte for byte otherwise', () => {
    const ui = join(root, 'schemas/forms/realization-request.ui.json');
    const before = readFileSync(ui, 'utf8');
    const free = nextFreeCode(root, 'realization-request');
    const { rewritten } = renameCode(root, '210039', free);
    expect(rewritten).toEqual(['schemas/forms/realization-request.ui.json']);
    expect(readFileSync(ui, 'utf8')).toBe(before.replaceAll('"210039"', `"${free}"`));
    expect(fi()['210039']).toBeUndefined();
    expect(sv()[free]).toBeDefined();
  });

  it('refuses to rename onto a taken code, or a code the source names', () => {
    expect(() => renameCode(root, '210039', '230001')).toThrow(/230001 is taken: "Kyllä"/);
    expect(() => renameCode(root, '145001', '145999')).toThrow(/named in the source/);
    expect(fi()['145001']).toBeDefined();
  });

  it('removes a code nothing names, and refuses one that a form or the source names', () => {
    addTexts(root, { '210998': { fi: 'Turha', sv: 'Onödig' } });
    removeCode(root, '210998');
    expect([fi()['210998'], sv()['210998']]).toEqual([undefined, undefined]);
    expect(() => removeCode(root, '230001')).toThrow(/230001 is still named here; remove those first/);
    expect(() => removeCode(root, '145001')).toThrow(/portal\/Page.tsx line 1/);
    expect(fi()['230001']).toBe('Kyllä');
  });

  it('runs from the command line, failing with a sentence', () => {
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [join(repo, 'texts/texts.ts'), ...args], { cwd: repo, encoding: 'utf8' });
    const where = run('where', '230002');
    expect(where.status).toBe(0);
    expect(where.stdout).toMatch(
      /^fi: Ei\nsv: Nej\nnamed in:\n {2}schemas\/forms\/landlord-application.ui.json/,
    );
    const wrong = run('frobnicate');
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toMatch(
      /usage: node texts\/texts.ts add\|change\|rename\|remove\|where\|next\|ranges/,
    );
  });
});
