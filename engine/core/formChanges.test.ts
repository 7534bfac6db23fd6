/**
 * What changed between two versions of a form, and the migrations that bring saved answers
 * forward (issue 43): each kind of change seeded into a small form and seen classified, its
 * sentence naming the field by its Finnish label; an unchanged form yields nothing; each step of a
 * migration applied, and properties: no steps change nothing, and no answer leaves a draft without
 * a note saying so.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../texts/index.ts';
import { describeChange, formChanges, type ChangeKind } from './formChanges.ts';
import type { FormVersionContent } from './formVersion.ts';
import { applyMigrations, uncovered, type FormMigrations } from './migrations.ts';

const base = (): FormVersionContent => ({
  schema: {
    type: 'object',
    required: ['name', 'kind'],
    properties: {
      name: { type: 'string', maxLength: 50 },
      kind: { type: 'string', enum: ['flat', 'house', 'garage'] },
      keys: { type: 'integer', minimum: 0, maximum: 50 },
      tenants: {
        type: 'array',
        items: { type: 'object', required: ['lastName'], properties: { lastName: { type: 'string' } } },
      },
    },
  },
  uiSchema: {
    'ui:order': ['name', 'kind', 'keys', 'tenants'],
    name: { 'ui:title': '900001' },
    kind: { 'ui:title': '900002' },
    keys: { 'ui:title': '900003' },
    tenants: { items: { lastName: { 'ui:title': '900004' } } },
  },
  manifest: { status: 'published', offer: { sidebar: 35 } },
  texts: {
    fi: { '900001': 'Nimi', '900002': 'Asunnon laji', '900003': 'Avainten määrä', '900004': 'Sukunimi' },
    sv: { '900001': 'Namn', '900002': 'Bostadens typ', '900003': 'Antal nycklar', '900004': 'Efternamn' },
  },
});

type Edit = (form: FormVersionContent) => void;
const props = (form: FormVersionContent) => form.schema.properties as Record<string, Record<string, unknown>>;

/** One edit per kind of change, with what it must be classified as. */
const SEEDED: [string, Edit, ChangeKind, boolean, string][] = [
  ['a new optional field', (f) => (props(f)['phone'] = { type: 'string' }), 'fieldAdded', false, '/phone'],
  [
    'a new required field',
    (f) => {
      props(f)['phone'] = { type: 'string' };
      (f.schema.required as string[]).push('phone');
    },
    'requiredFieldAdded',
    true,
    '/phone',
  ],
  ['a field removed', (f) => delete props(f)['keys'], 'fieldRemoved', true, '/keys'],
  ['a type changed', (f) => (props(f)['keys']!['type'] = 'string'), 'typeChanged', true, '/keys'],
  [
    'an allowed value removed',
    (f) => (props(f)['kind']!['enum'] = ['flat', 'house']),
    'valuesNarrowed',
    true,
    '/kind',
  ],
  [
    'an allowed value added',
    (f) => (props(f)['kind']!['enum'] = ['flat', 'house', 'garage', 'cabin']),
    'valuesWidened',
    false,
    '/kind',
  ],
  [
    'a field made required',
    (f) => (f.schema.required as string[]).push('keys'),
    'madeRequired',
    true,
    '/keys',
  ],
  ['a field made optional', (f) => (f.schema.required = ['name']), 'madeOptional', false, '/kind'],
  ['a maximum lowered', (f) => (props(f)['keys']!['maximum'] = 20), 'boundNarrowed', true, '/keys'],
  ['a maximum raised', (f) => (props(f)['name']!['maxLength'] = 80), 'boundWidened', false, '/name'],
  [
    'a label reworded',
    (f) => (f.texts = { ...f.texts, fi: { ...f.texts.fi, '900003': 'Palautetut avaimet' } }),
    'textChanged',
    false,
    '900003 (fi)',
  ],
  [
    'fields reordered',
    (f) => (f.uiSchema['ui:order'] = ['kind', 'name', 'keys', 'tenants']),
    'reordered',
    false,
    '',
  ],
  ['a setting changed', (f) => (f.manifest['offer'] = { sidebar: 90 }), 'settingChanged', false, 'offer'],
  [
    'an item’s field removed',
    (f) => {
      const item = (props(f)['tenants']!['items'] as Record<string, unknown>)['properties'] as Record<
        string,
        unknown
      >;
      item['firstName'] = { type: 'string' };
      delete item['lastName'];
    },
    'fieldRemoved',
    true,
    '/tenants/-/lastName',
  ],
];

describe('formChanges', () => {
  it('finds no change between a form and itself, however its keys are ordered', () => {
    const form = base();
    const reordered = { ...form, schema: Object.fromEntries(Object.entries(form.schema).reverse()) };
    expect(formChanges(base(), reordered)).toEqual([]);
  });

  it.each(SEEDED)('classifies %s', (_name, edit, kind, breaking, at) => {
    const after = base();
    edit(after);
    const changes = formChanges(base(), after);
    expect(changes.find((change) => change.kind === kind && change.at === at)).toMatchObject({
      kind,
      breaking,
      at,
    });
    // Nothing but the seeded edit and what it implies (a removed item field beside its added one).
    expect(changes.every((change) => change.at === at || change.kind === 'fieldAdded')).toBe(true);
  });

  it('says each change in a sentence that names the field by its Finnish label, the old one for a removed field', () => {
    const after = base();
    delete props(after)['keys'];
    props(after)['kind']!['enum'] = ['flat', 'house'];
    after.texts = { ...after.texts, fi: { ...after.texts.fi, '900002': 'Asumismuoto' } };
    const sentences = formChanges(base(), after).map((change) => describeChange(change, translatorFor('fi')));
    expect(sentences).toEqual([
      'Kentän ”Asumismuoto” (/kind) vaihtoehtoja on nyt vähemmän: poistui garage.',
      'Kenttä ”Avainten määrä” (/keys) poistettiin: tallennetuissa luonnoksissa voi olla vastauksia siihen.',
      'Teksti 900002 (fi) muuttui: ”Asunnon laji” → ”Asumismuoto”.',
    ]);
    expect(describeChange(formChanges(base(), after)[1]!, translatorFor('sv'))).toBe(
      'Fältet ”Avainten määrä” (/keys) togs bort: sparade utkast kan ha svar i det.',
    );
  });
});

describe('migrations', () => {
  const saved = {
    name: 'Aino',
    kind: 'garage',
    keys: 3,
    defects: 'Ovi rikki.',
    tenants: [{ lastName: 'Virtanen', fax: '09 123' }, { lastName: 'Öhman' }],
  };

  it('brings answers forward step by step, and says what each step did', () => {
    const migrations: FormMigrations = {
      '2': [
        { move: '/keys', to: '/defects' },
        { map: '/kind', values: { garage: 'parking' } },
      ],
      '3': [
        { rename: '/tenants/-/lastName', to: '/tenants/-/familyName' },
        { drop: '/tenants/-/fax' },
        { default: '/confirmed', value: false },
        { ask: '/phone' },
      ],
    };
    const labels: Record<string, string> = { '/keys': 'Avainten määrä' };
    const { data, notes } = applyMigrations(saved, migrations, 1, 3, (pointer) => labels[pointer] ?? pointer);
    expect(data).toEqual({
      name: 'Aino',
      kind: 'parking',
      defects: 'Ovi rikki.\nAvainten määrä: 3',
      tenants: [{ familyName: 'Virtanen' }, { familyName: 'Öhman' }],
      confirmed: false,
    });
    expect(notes).toEqual([
      { kind: 'moved', from: '/keys', to: '/defects', value: 3 },
      { kind: 'mapped', from: '/kind', value: 'garage' },
      { kind: 'renamed', from: '/tenants/0/lastName', to: '/tenants/0/familyName', value: 'Virtanen' },
      { kind: 'renamed', from: '/tenants/1/lastName', to: '/tenants/1/familyName', value: 'Öhman' },
      { kind: 'dropped', from: '/tenants/0/fax', value: '09 123' },
      { kind: 'defaulted', from: '/confirmed', value: false },
      { kind: 'ask', from: '/phone' },
    ]);
    // The saved draft itself is not touched; from a version already as new, nothing is done.
    expect(saved.keys).toBe(3);
    expect(applyMigrations(saved, migrations, 3, 3)).toEqual({ data: saved, notes: [] });
    expect(applyMigrations(saved, migrations, 2, 3).notes.map((note) => note.kind)).not.toContain('moved');
  });

  it('covers a breaking change only with a step that takes its answers or asks for them', () => {
    const after = base();
    delete props(after)['keys'];
    props(after)['phone'] = { type: 'string' };
    (after.schema.required as string[]).push('phone');
    const changes = formChanges(base(), after);
    expect(uncovered(changes, []).map((change) => change.at)).toEqual(['/phone', '/keys']);
    expect(uncovered(changes, [{ drop: '/keys' }]).map((change) => change.at)).toEqual(['/phone']);
    expect(uncovered(changes, [{ move: '/keys', to: '/name' }, { ask: '/phone' }])).toEqual([]);
    expect(uncovered(changes, [{ rename: '/keys', to: '/phone' }])).toEqual([]);
    expect(uncovered(changes, [{ drop: '/phone' }, { ask: '/keys' }]).map((change) => change.at)).toEqual([
      '/phone',
      '/keys',
    ]);
  });

  it('never loses an answer without a note, and changes nothing without steps (property)', () => {
    const answer = fc.oneof(fc.string(), fc.integer(), fc.boolean());
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), answer),
        fc.array(
          fc.oneof(
            fc.constantFrom('a', 'b', 'c').map((name) => ({ drop: `/${name}` })),
            fc.tuple(fc.constantFrom('a', 'b'), fc.constantFrom('c', 'd')).map(([from, to]) => ({
              move: `/${from}`,
              to: `/${to}`,
            })),
          ),
          { maxLength: 4 },
        ),
        (data, steps) => {
          expect(applyMigrations(data, {}, 1, 2).data).toEqual(data);
          const { data: after, notes } = applyMigrations(data, { '2': steps }, 1, 2);
          for (const [name, value] of Object.entries(data)) {
            const kept = Object.values(after).some(
              (now) => now === value || String(now).includes(String(value)),
            );
            const noted = notes.some((note) => note.from === `/${name}`);
            expect(kept || noted, `${name}: ${String(value)}`).toBe(true);
          }
        },
      ),
    );
  });
});
