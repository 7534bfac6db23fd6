import { describe, expect, it } from 'vitest';
import { checkForm, formatProblems, type FormFiles } from '../../engine/build/checkForm.ts';

const registers = { fi: { '102': 'x', '100': 'Nimi', '101': 'Laji' }, sv: { '100': 'Namn', '101': 'Typ' } };
const soundUi = {
  name: { 'ui:title': '100' },
  kind: { 'ui:title': '101', 'ui:widget': 'radio', 'ui:enumNames': ['100'] },
};
const sound: FormFiles = {
  form: 'sample',
  schema: {
    type: 'object',
    properties: { name: { type: 'string', format: 'hetu' }, kind: { type: 'string', enum: ['A'] } },
  },
  uiSchema: soundUi,
  examples: { 'valid-empty': {}, 'invalid-bad-hetu': { name: '131052-308A' } },
};
const problemsOf = (change: Partial<FormFiles>) =>
  checkForm({ ...sound, ...change }, registers).map((p) => [p.file, p.path, p.problem]);

describe('schemas:check', () => {
  it('finds nothing wrong in a sound form', () => {
    expect(checkForm(sound, registers)).toEqual([]);
  });

  it('names an unknown keyword or format', () => {
    const [[file, , problem]] = problemsOf({
      schema: { type: 'object', properties: { a: { type: 'string', format: 'postcode' } } },
    }) as [string[]];
    expect(file).toBe('schemas/forms/sample.schema.json');
    expect(problem).toMatch(/unknown format "postcode"/);
    expect(problemsOf({ schema: { type: 'object', maxLenght: 3 } })[0]?.[2]).toMatch(
      /unknown keyword: "maxLenght"/,
    );
  });

  it('names a text code missing in one language, and a literal text instead of a code', () => {
    expect(problemsOf({ uiSchema: { ...soundUi, name: { 'ui:title': '102' } } })).toContainEqual([
      'schemas/forms/sample.ui.json',
      '/name/ui:title',
      'text code 102 is missing in sv',
    ]);
    expect(problemsOf({ uiSchema: { ...soundUi, name: { 'ui:title': 'Nimi' } } })[0]?.[2]).toMatch(
      /not a text code/,
    );
  });

  it('names a UI-schema path the schema does not have, an unknown widget and a wrong count of option names', () => {
    const problems = problemsOf({
      uiSchema: {
        nmae: { 'ui:title': '100' },
        kind: { 'ui:widget': 'slider', 'ui:enumNames': ['100', '101'] },
      },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        ['schemas/forms/sample.ui.json', '/nmae', 'the schema has no field "nmae" here'],
        ['schemas/forms/sample.ui.json', '/kind/ui:widget', expect.stringMatching(/unknown widget "slider"/)],
        ['schemas/forms/sample.ui.json', '/kind/ui:enumNames', '2 names for 1 enum values'],
      ]),
    );
  });

  it('refuses markdown options: texts are plain text from the register', () => {
    expect(
      problemsOf({
        uiSchema: { ...soundUi, name: { 'ui:title': '100', 'ui:enableMarkdownInHelp': true } },
      })[0]?.[2],
    ).toMatch(/ui:enableMarkdownInHelp is not supported/);
  });

  it('names steps, computed values and summary pointers that point nowhere', () => {
    const problems = problemsOf({
      uiSchema: {
        ...soundUi,
        'ui:steps': [{ id: 's', title: '100', fields: ['name', 'ghost'] }],
        'ui:computed': [{ target: '/total', op: 'sum', of: ['/name'] }],
        'ui:summary': { name: '/nobody' },
      },
    }).map((p) => p[2]);
    expect(problems).toEqual(
      expect.arrayContaining([
        'step "s" names "ghost", which the schema does not have',
        '"kind" is on no step',
        '/total is not a field of the schema',
        '/nobody is not a field of the schema',
      ]),
    );
  });

  it('names an example that does not validate or fail as its name says', () => {
    const problems = problemsOf({
      examples: { 'valid-wrong': { name: 'x' }, 'invalid-fine': {}, sample: {} },
    });
    expect(problems).toEqual([
      [
        'schemas/forms/examples/sample/valid-wrong.json',
        '/name',
        expect.stringMatching(/a valid example fails: 110101/),
      ],
      ['schemas/forms/examples/sample/invalid-fine.json', '', 'an invalid example passes every check'],
      ['schemas/forms/examples/sample/sample.json', '', 'an example is named valid-… or invalid-…'],
    ]);
  });

  it('reports one readable line per problem', () => {
    expect(
      formatProblems([
        { file: 'a.json', path: '/x', problem: 'bad' },
        { file: 'b.json', path: '', problem: 'worse' },
      ]),
    ).toBe('a.json at /x: bad\nb.json: worse');
  });
});
