import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkForm, formatProblems, type FormFiles, type Problem } from '../../engine/build/checkForm.ts';
import { MANIFEST_CONTEXT } from '../../engine/build/checkContext.ts';
import { FORMS_DIR, readForms, REPO_ROOT as repoRoot } from '../../catalogue/forms.ts';
import { checkManifests, fieldPaths } from '../../engine/build/manifestRules.ts';
import { checkFormsFolder } from '../../engine/build/checkFolder.ts';
import { versionProblems } from '../../engine/build/versionRules.ts';
import { registers as realRegisters } from '../../texts/index.ts';

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
  expectedErrors: { 'invalid-bad-hetu': { '/name': '110101' } },
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
      'text code 102 ("x") is missing in sv: add it with node texts/texts.ts (texts/README.md)',
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
      [
        'schemas/forms/examples/sample/invalid-fine.json',
        '',
        'an invalid example passes every check: make it break the rule its name says',
      ],
      ['schemas/forms/examples/sample/sample.json', '', 'an example is named valid-… or invalid-…'],
      [
        'schemas/forms/examples/sample/expected-errors.json',
        '/invalid-bad-hetu',
        'there is no example invalid-bad-hetu.json: remove the line or add the example',
      ],
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

/**
 * Issue 29: forms that compile and name only real things, yet break in use. Each case is a copy of
 * a real form with one thing broken, and schemas:check must refuse it with a sentence that names
 * the file, the place and what to do.
 */
describe('schemas:check refuses a broken copy of a real form', () => {
  const forms = readForms();
  const real = (form: string): FormFiles => {
    const { schema, uiSchema } = forms.definition(form);
    const { examples, expectedErrors } = forms.examples(form);
    return structuredClone({ form, schema, uiSchema, examples, expectedErrors });
  };
  // The JSON of a form, reached into freely: each case breaks one thing of a real form.
  /* eslint-disable @typescript-eslint/no-explicit-any */
  type Broken = {
    schema: Record<string, any>;
    uiSchema: Record<string, any>;
    examples: Record<string, any>;
    expectedErrors: Record<string, any>;
  };
  /* eslint-enable @typescript-eslint/no-explicit-any */
  const broken = (form: string, breakIt: (files: Broken) => void) => {
    const files = real(form);
    breakIt(files as unknown as Broken);
    return checkForm(files, realRegisters).map(
      (p) => `${p.file}${p.path ? ` at ${p.path}` : ''}: ${p.problem}`,
    );
  };

  it('passes the real forms as they are', () => {
    for (const form of ['landlord-application', 'realization-request', 'attachment-request'])
      expect(checkForm(real(form), realRegisters), form).toEqual([]);
  });

  it.each([
    [
      'a property left out of ui:order (RJSF would not render the form)',
      'realization-request',
      (f: Broken) => {
        f.uiSchema['termination']['ui:order'] = ['endDate', 'terminationBy', 'terminationCause'];
      },
      'schemas/forms/realization-request.ui.json at /termination/ui:order: "moveDate" is not in ui:order, so the form would not show at all (the page breaks): add "moveDate" to the list where it should appear, or add "*" for every property not listed',
    ],
    [
      'a conditional property missing from propertyNames',
      'landlord-application',
      (f: Broken) => {
        f.schema['properties']['bankDetails']['propertyNames'].enum = ['iban', 'isForeign'];
      },
      'schemas/forms/landlord-application.schema.json at /bankDetails/propertyNames/enum: "bic" is not in propertyNames, so an answer to it would always be refused: add "bic" to the list',
    ],
    [
      'a conditional property refused by additionalProperties: false',
      'landlord-application',
      (f: Broken) => {
        delete f.schema['properties']['bankDetails']['propertyNames'];
        f.schema['properties']['bankDetails']['additionalProperties'] = false;
      },
      expect.stringContaining(
        'schemas/forms/landlord-application.schema.json at /bankDetails/additionalProperties: "bic" is shown under a condition, but additionalProperties: false refuses',
      ),
    ],
    [
      'date bounds that disagree between the date picker and the server',
      'attachment-request',
      (f: Broken) => {
        f.uiSchema['dueDate']['ui:options'] = { minDate: '2020-01-01' };
      },
      'schemas/forms/attachment-request.ui.json at /dueDate/ui:options/minDate: minDate "2020-01-01" disagrees with the schema\'s dateMinimum "today": remove minDate here; the date picker reads the schema\'s bound',
    ],
    [
      'a date bound only the date picker knows',
      'realization-request',
      (f: Broken) => {
        f.uiSchema['rentee']['endDate']['ui:options'] = { maxDate: '2030-12-31' };
      },
      'schemas/forms/realization-request.ui.json at /rentee/endDate/ui:options/maxDate: the date picker allows only dates up to 2030-12-31, but the schema has no dateMaximum, so the server accepts any date: move the bound to the schema as "dateMaximum": "2030-12-31" and remove it here',
    ],
    [
      'a confirmation checkbox that starts ticked',
      'attachment-request',
      (f: Broken) => {
        f.schema['properties']['confirmed'] = { type: 'boolean', const: true, default: true };
        f.schema['required'].push('confirmed');
        f.uiSchema['ui:order'].push('confirmed');
        f.uiSchema['confirmed'] = { 'ui:title': '250013', 'ui:widget': 'confirm' };
      },
      'schemas/forms/attachment-request.schema.json at /properties/confirmed/default: the confirmation "confirmed" would start ticked: remove "default", so that the person ticks it themselves',
    ],
    [
      'a confirmation that is not required',
      'attachment-request',
      (f: Broken) => {
        f.schema['properties']['confirmed'] = { type: 'boolean', const: true };
        f.uiSchema['ui:order'].push('confirmed');
        f.uiSchema['confirmed'] = { 'ui:title': '250013', 'ui:widget': 'confirm' };
      },
      'schemas/forms/attachment-request.schema.json at /required: the confirmation "confirmed" is not required, so the form can be sent without it: add "confirmed" to required',
    ],
    [
      'an invalid example that fails for another reason than its name says',
      'landlord-application',
      (f: Broken) => {
        // Meant to show a bad IBAN, it breaks the phone number instead.
        f.examples['invalid-bad-iban'] = {
          ...f.examples['valid-minimal-person'],
          contactPersonPhoneNumber: 'abc',
        };
      },
      'schemas/forms/examples/landlord-application/invalid-bad-iban.json: fails for another reason than expected: it gives /contactPersonPhoneNumber 110107 ("Tarkista puhelinnumero. Käytä vain numeroita, välilyöntejä ja väliviivoja, alussa voi olla +, esimerkiksi +358 40 123 4567."), but expected-errors.json says /bankDetails/iban 110105 ("Tarkista tilinumero. Anna se IBAN-muodossa, esimerkiksi FI21 1234 5600 0007 85."); correct the example (or the expectation)',
    ],
    [
      'an invalid example that passes',
      'landlord-application',
      (f: Broken) => {
        f.examples['invalid-bad-hetu'] = f.examples['valid-minimal-person'];
      },
      'schemas/forms/examples/landlord-application/invalid-bad-hetu.json: an invalid example passes every check: make it break the rule its name says',
    ],
    [
      'an invalid example nobody said the errors of',
      'landlord-application',
      (f: Broken) => {
        delete f.expectedErrors['invalid-name-too-long'];
      },
      'schemas/forms/examples/landlord-application/expected-errors.json at /invalid-name-too-long: say which errors invalid-name-too-long must give; it gives /name 110004 ("Anna enintään {limit} merkkiä."). If that is what its name says, add "invalid-name-too-long": {"/name":"110004"}',
    ],
    [
      'a valid example that fails',
      'realization-request',
      (f: Broken) => {
        f.examples['valid-minimal-unpaid-rent']['rentee']['customerHenro'] = '131052-308A';
      },
      'schemas/forms/examples/realization-request/valid-minimal-unpaid-rent.json at /rentee/customerHenro: a valid example fails: 110101 ("Tarkista henkilötunnus. Anna se muodossa ppkkvvXnnnT, esimerkiksi 131052-308T."); correct the example, or the rule if the example is right',
    ],
    [
      'an own error text for a rule no field has',
      'realization-request',
      (f: Broken) => {
        f.uiSchema['rentee']['amount']['ui:errorTexts'] = { maximun: '110008' };
      },
      expect.stringContaining(
        'realization-request.ui.json at /rentee/amount/ui:errorTexts/maximun: "maximun" is not a rule a field can fail',
      ),
    ],
    [
      'a label whose text is missing in Swedish',
      'attachment-request',
      (f: Broken) => {
        f.uiSchema['dueDate']['ui:title'] = '139999';
      },
      'schemas/forms/attachment-request.ui.json at /dueDate/ui:title: text code 139999 is missing in fi: add it with node texts/texts.ts (texts/README.md)',
    ],
  ])('%s', (_name, form, breakIt, sentence) => {
    expect(broken(form, breakIt)).toContainEqual(sentence);
  });
});

describe('npm run schemas:check on a forms folder', () => {
  // Seven runs of the real CLI, four of them Node processes that compile every form's validators:
  // about 1.5 s each on this 2-core machine, more while the other suites run beside it.
  it(
    'fails a folder with a broken form, says so in JSON and JUnit for CI, passes the real folder, and explains its usage',
    { timeout: 60_000 },
    async () => {
      const folder = mkdtempSync(join(tmpdir(), 'forms-'));
      try {
        cpSync(FORMS_DIR, folder, { recursive: true });
        const file = join(folder, 'realization-request.ui.json');
        const ui = JSON.parse(readFileSync(file, 'utf8'));
        ui.termination['ui:order'] = ['endDate'];
        writeFileSync(file, JSON.stringify(ui));
        rmSync(join(folder, 'examples/attachment-request/invalid-same-twice.json'));
        const run = (...args: string[]) =>
          spawnSync(process.execPath, ['engine/build/check-cli.ts', ...args], {
            cwd: repoRoot,
            encoding: 'utf8',
          });
        const json = run('--json', '--forms', folder);
        expect(json.status).toBe(1);
        const problems = JSON.parse(json.stdout) as Problem[];
        expect(problems.map((p) => [p.file, p.path])).toEqual(
          expect.arrayContaining([
            ['schemas/forms/realization-request.ui.json', '/termination/ui:order'],
            ['schemas/forms/examples/attachment-request/', ''],
            ['schemas/forms/examples/attachment-request/expected-errors.json', '/invalid-same-twice'],
          ]),
        );
        expect(problems.find((p) => p.file.endsWith('attachment-request/'))?.problem).toBe(
          '5 invalid examples; a form needs at least 6 (invalid-<what it shows>.json, schemas/README.md)',
        );
        const text = run('--forms', folder);
        expect(text.status).toBe(1);
        expect(text.stderr).toContain(
          'realization-request.ui.json at /termination/ui:order: "moveDate" is not in ui:order',
        );
        // For testers in CI (issue 47): a JUnit report, a case per form, per example and per row file.
        const junit = run('--format', 'junit', '--forms', folder);
        expect(junit.status).toBe(1);
        const cases = [...junit.stdout.matchAll(/<testcase classname="schemas:check" name="([^"]+)"(\/?)>/g)];
        const examples = readForms(folder)
          .formIds()
          .reduce((count, id) => count + Object.keys(readForms(folder).files(id).examples).length, 0);
        expect(cases).toHaveLength(readForms(folder).formIds().length + examples + 1);
        expect(cases.filter((found) => found[2] === '').map((found) => found[1])).toEqual([
          'form attachment-request',
          'form realization-request',
        ]);
        expect(junit.stdout).toMatch(
          /^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="schemas:check" tests="\d+" failures="2">/,
        );
        expect(junit.stdout).toContain(
          'schemas/forms/realization-request.ui.json at /termination/ui:order: &quot;moveDate&quot; is not in ui:order',
        );
        const sound = run('--forms', FORMS_DIR);
        expect(sound.stderr).toBe('');
        expect(sound.status).toBe(0);
        expect(sound.stdout).toMatch(/forms sound/);
        // The usage, and a command line not understood: exit 2 with the usage, never a stack trace.
        const help = run('--help');
        expect(help).toMatchObject({ status: 0, stderr: '' });
        expect(help.stdout).toMatch(/^Usage: npm run schemas:check -- \[options\]/);
        expect(help.stdout).toContain('2  the command line was not understood');
        for (const wrong of [['--nope'], ['--format', 'xml']]) {
          const refused = run(...wrong);
          expect(refused.status, wrong.join(' ')).toBe(2);
          expect(refused.stderr).toMatch(/^schemas:check: .*\n\nUsage:/);
          expect(refused.stderr).not.toMatch(/ERR_PARSE_ARGS|\n\s+at /);
        }
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  );
});

describe('schemas:check refuses a broken manifest', () => {
  const manifestsOf = () =>
    Object.fromEntries(
      readForms()
        .manifestIds()
        .map((form) => [
          form,
          JSON.parse(readFileSync(join(FORMS_DIR, `${form}.form.json`), 'utf8')) as Record<string, unknown>,
        ]),
    );
  const check = (change: (manifests: Record<string, Record<string, unknown>>) => void) => {
    const manifests = manifestsOf();
    change(manifests);
    const forms = readForms();
    const fields = Object.fromEntries(
      forms.formIds().map((form) => [form, fieldPaths(forms.definition(form).schema)]),
    );
    return checkManifests(manifests, forms.formIds(), realRegisters, MANIFEST_CONTEXT, fields).map(
      (p) => `${p.file}${p.path ? ` at ${p.path}` : ''}: ${p.problem}`,
    );
  };

  it('passes the real manifests', () => {
    expect(check(() => {})).toEqual([]);
  });

  it.each([
    [
      'an unknown role',
      (m: Record<string, Record<string, unknown>>) => {
        m['tenancy-end-notice']!['roles'] = ['person', 'landlord'];
      },
      'schemas/forms/tenancy-end-notice.form.json at /roles/1: /roles/1 is one of "person", "organisation", "staff"',
    ],
    [
      'a route another form has',
      (m: Record<string, Record<string, unknown>>) => {
        m['tenancy-end-notice']!['path'] = '/vuokra-vakuus-realisointi';
      },
      'schemas/forms/tenancy-end-notice.form.json at /path: /vuokra-vakuus-realisointi is already the address of the form realization-request: choose another',
    ],
    [
      'a route a portal page has',
      (m: Record<string, Record<string, unknown>>) => {
        m['tenancy-end-notice']!['path'] = '/laheta-liite';
      },
      'schemas/forms/tenancy-end-notice.form.json at /path: /laheta-liite is already the address of the portal\'s page "sendAttachment": choose another',
    ],
    [
      'a title missing in Swedish',
      (m: Record<string, Record<string, unknown>>) => {
        m['tenancy-end-notice']!['title'] = '139999';
      },
      'schemas/forms/tenancy-end-notice.form.json at /title: text code 139999 is missing in fi: add it with node texts/texts.ts (texts/README.md)',
    ],
    [
      'a document type SPEC already has',
      (m: Record<string, Record<string, unknown>>) => {
        m['tenancy-end-notice']!['submission'] = {
          kind: 'document',
          documentType: 'ATTACHMENT',
          documentName: '260030',
        };
      },
      "schemas/forms/tenancy-end-notice.form.json at /submission/documentType: ATTACHMENT is already the document type of SPEC §3: give this form's documents a type of their own",
    ],
    [
      'an operation the contract does not have',
      (m: Record<string, Record<string, unknown>>) => {
        m['landlord-application']!['submission'] = {
          kind: 'operation',
          operation: 'submitLandlordForm',
          handler: 'landlordApplication',
        };
      },
      'schemas/forms/landlord-application.form.json at /submission/operation: the contract has no operation "submitLandlordForm" (api/contract.ts, api/intra.ts)',
    ],
    [
      'an extension that names a field the form does not have',
      (m: Record<string, Record<string, unknown>>) => {
        m['landlord-application']!['extensions'] = [
          'landlordPrefill',
          { name: 'postOfficeLookup', postalCode: 'landlordZip', postOffice: 'landlordZipArea' },
        ];
      },
      'schemas/forms/landlord-application.form.json at /extensions/1/postalCode: the form has no field "landlordZip": name one of its fields (landlord-application.schema.json, "properties"; inside a group: group.field)',
    ],
    [
      'an opening check naming an operation the contract does not have',
      (m: Record<string, Record<string, unknown>>) => {
        m['realization-request']!['extensions'] = [
          { name: 'openingCheck', operation: 'navigateToRealisation' },
        ];
      },
      'schemas/forms/realization-request.form.json at /extensions/0/operation: the contract has no operation "navigateToRealisation" (api/contract.ts, api/intra.ts)',
    ],
    [
      'a commitment prefill naming a group the form does not have',
      (m: Record<string, Record<string, unknown>>) => {
        m['realization-request']!['extensions'] = [{ name: 'paymentCommitment', group: 'tenant' }];
      },
      'schemas/forms/realization-request.form.json at /extensions/0/group: the form has no field "tenant": name one of its fields (realization-request.schema.json, "properties"; inside a group: group.field)',
    ],
    [
      'a form that keeps no drafts saying how it opens one',
      (m: Record<string, Record<string, unknown>>) => {
        m['landlord-application']!['opens'] = 'new';
      },
      'schemas/forms/landlord-application.form.json at /opens: only a form that keeps drafts opens one: remove "opens", or set "drafts": true',
    ],
    [
      'a submission handler the server does not have',
      (m: Record<string, Record<string, unknown>>) => {
        m['landlord-application']!['submission'] = {
          kind: 'operation',
          operation: 'submitApplication',
          handler: 'sendToFax',
        };
      },
      'schemas/forms/landlord-application.form.json at /submission/handler: /submission/handler is one of "landlordApplication", "realization", "paymentInfoUpdate", "applicationDecision", "realizationDecision", "attachmentRequest"',
    ],
    [
      'a form without a manifest',
      (m: Record<string, Record<string, unknown>>) => {
        delete m['realization-decision'];
      },
      expect.stringContaining(
        'schemas/forms/realization-decision.form.json: the form has no manifest: add realization-decision.form.json',
      ),
    ],
  ])('%s', (_name, change, sentence) => {
    expect(check(change)).toContainEqual(sentence);
  });
});

/**
 * Issue 43: a change to a published form that could break answers already saved is refused until
 * the form's migrations cover it; then its version can be kept and the folder is sound again.
 */
describe('schemas:check on a published form that changed', () => {
  it('refuses a removed field and a new required one without migrations, in sentences, and accepts them with', () => {
    const folder = mkdtempSync(join(tmpdir(), 'forms-versions-'));
    try {
      cpSync(FORMS_DIR, folder, { recursive: true });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const edit = (file: string, change: (json: Record<string, any>) => void) => {
        const json = JSON.parse(readFileSync(join(folder, file), 'utf8'));
        change(json);
        writeFileSync(join(folder, file), JSON.stringify(json, null, 2));
      };
      // The number of keys removed (its examples and expected errors with it), a phone number added and required.
      edit('tenancy-end-notice.schema.json', (schema) => {
        delete schema.properties.keysReturned;
        schema.properties.phone = { type: 'string', maxLength: 20 };
        schema.required = [...schema.required.filter((name: string) => name !== 'keysReturned'), 'phone'];
        schema.propertyNames.enum = [
          ...schema.propertyNames.enum.filter((name: string) => name !== 'keysReturned'),
          'phone',
        ];
      });
      edit('tenancy-end-notice.ui.json', (ui) => {
        delete ui.keysReturned;
        ui['ui:order'] = [...ui['ui:order'].filter((name: string) => name !== 'keysReturned'), 'phone'];
        ui.phone = { 'ui:title': '230046' };
      });
      const examples = join(folder, 'examples/tenancy-end-notice');
      for (const name of ['invalid-keys-as-fraction', 'invalid-too-many-keys'])
        rmSync(join(examples, `${name}.json`));
      edit('examples/tenancy-end-notice/expected-errors.json', (expected) => {
        delete expected['invalid-keys-as-fraction'];
        delete expected['invalid-too-many-keys'];
      });
      for (const name of readdirSync(examples).filter((file) => file !== 'expected-errors.json'))
        edit(`examples/tenancy-end-notice/${name}`, (example) => {
          delete example.keysReturned;
          example.phone = '040 123 4567';
        });

      const refused = checkFormsFolder(realRegisters, folder).problems.map(
        (p) => `${p.file} at ${p.path}: ${p.problem}`,
      );
      const label = realRegisters.fi['230046'];
      expect(refused).toEqual([
        expect.stringContaining(
          `schemas/forms/tenancy-end-notice.migrations.json at /2: Lomake tenancy-end-notice, versio 1 → 2: Uusi pakollinen kenttä ”${label}” (/phone): se puuttuu tallennetuista luonnoksista. (rikkova muutos) Lisää tiedostoon schemas/forms/tenancy-end-notice.migrations.json kohtaan ”2” siirtymä`,
        ),
        expect.stringContaining(
          'Kenttä ”Palautettujen avainten määrä” (/keysReturned) poistettiin: tallennetuissa luonnoksissa voi olla vastauksia siihen. (rikkova muutos) Lisää tiedostoon schemas/forms/tenancy-end-notice.migrations.json kohtaan ”2” siirtymä, joka tuo vanhat vastaukset mukaan: {"drop": "/keysReturned"} (vastaus näytetään täyttäjälle ja jätetään pois) tai {"move": "/keysReturned", "to": "/…"}',
        ),
        'schemas/forms/versions/tenancy-end-notice/ at : the published form tenancy-end-notice has changed since its version 1: keep it as version 2 with npm run forms:versions, and commit the file with the change',
      ]);
      // forms:versions keeps nothing meanwhile.
      const keep = () =>
        spawnSync(process.execPath, ['engine/build/versions-cli.ts', '--forms', folder], {
          cwd: repoRoot,
          encoding: 'utf8',
        });
      expect(keep()).toMatchObject({
        status: 1,
        stderr: expect.stringContaining('2 change(s) need a migration first'),
      });

      // A step naming a field the version does not have is refused too.
      writeFileSync(
        join(folder, 'tenancy-end-notice.migrations.json'),
        JSON.stringify({ '2': [{ move: '/keysReturned', to: '/defects' }, { ask: '/fax' }] }),
      );
      expect(checkFormsFolder(realRegisters, folder).problems.map((p) => p.problem)).toEqual(
        expect.arrayContaining([
          'Siirtymä {"ask":"/fax"} kohdassa ”2” nimeää kentän /fax, jota lomakkeen versiossa 2 ei ole.',
          expect.stringContaining('Uusi pakollinen kenttä'),
        ]),
      );
      writeFileSync(
        join(folder, 'tenancy-end-notice.migrations.json'),
        JSON.stringify({ '2': [{ move: '/keysReturned', to: '/defects' }, { ask: '/phone' }] }),
      );
      expect(keep()).toMatchObject({
        status: 0,
        stdout: 'forms:versions: kept versions/tenancy-end-notice/2.json\n',
      });
      expect(checkFormsFolder(realRegisters, folder).problems).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('schemas:check classifies each kind of change to a published form (issue 43)', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Edit = (schema: Record<string, any>, ui: Record<string, any>) => void;
  const FORM = 'landlord-application';
  /** One edit per kind, the sentence the check must say (or none: additive), and whether it is breaking. */
  const KINDS: [string, Edit, string | null][] = [
    [
      'a field removed',
      (schema, ui) => {
        delete schema.properties.contactPersonLocation;
        delete ui.contactPersonLocation;
        ui['ui:order'] = ui['ui:order'].filter((name: string) => name !== 'contactPersonLocation');
      },
      '(/contactPersonLocation) poistettiin',
    ],
    [
      'a required field added',
      (schema, ui) => {
        schema.properties.fax = { type: 'string', maxLength: 30 };
        schema.required.push('fax');
        ui['ui:order'].push('fax');
      },
      'Uusi pakollinen kenttä ”fax” (/fax)',
    ],
    [
      'a type changed',
      (schema) => (schema.properties.allowPaperlessServicePhone.type = 'string'),
      '(/allowPaperlessServicePhone) vastauksen tyyppi muuttui: boolean → string',
    ],
    [
      'allowed values narrowed',
      (schema) => (schema.properties.language.enum = ['suomi']),
      '(/language) vaihtoehtoja on nyt vähemmän: poistui ruotsi',
    ],
    [
      'a field made required',
      (schema) => schema.required.push('contactPersonOrBranchName'),
      '(/contactPersonOrBranchName) tuli pakollinen',
    ],
    [
      'a bound narrowed',
      (schema) => (schema.properties.name.maxLength = 50),
      '(/name) rajat tiukentuivat: maxLength 100 → 50',
    ],
    [
      'a pattern added',
      (schema) => (schema.properties.contactPersonLocation.pattern = '^[A-Ö]'),
      '(/contactPersonLocation) rajat tiukentuivat: pattern – → ^[A-Ö]',
    ],
    [
      'an optional field added',
      (schema, ui) => {
        schema.properties.fax = { type: 'string' };
        ui['ui:order'].push('fax');
      },
      null,
    ],
    [
      'allowed values widened',
      (schema) => (schema.properties.language.enum = ['suomi', 'ruotsi', 'saame']),
      null,
    ],
    ['a bound widened', (schema) => (schema.properties.name.maxLength = 200), null],
    [
      'a field made optional',
      (schema) => (schema.required = schema.required.filter((name: string) => name !== 'language')),
      null,
    ],
    ['fields reordered', (_schema, ui) => ui['ui:order'].reverse(), null],
  ];

  it.each(KINDS)('%s', (_name, edit, sentence) => {
    const folder = mkdtempSync(join(tmpdir(), 'forms-kinds-'));
    try {
      cpSync(FORMS_DIR, folder, { recursive: true });
      const read = (file: string) => JSON.parse(readFileSync(join(folder, file), 'utf8'));
      const schema = read(`${FORM}.schema.json`);
      const ui = read(`${FORM}.ui.json`);
      edit(schema, ui);
      writeFileSync(join(folder, `${FORM}.schema.json`), JSON.stringify(schema));
      writeFileSync(join(folder, `${FORM}.ui.json`), JSON.stringify(ui));
      const problems = versionProblems(readForms(folder), realRegisters).map((problem) => problem.problem);
      // Every change is a new version to keep; a breaking one also needs its migration, said in a sentence.
      expect(problems.at(-1)).toMatch(/has changed since its version 1: keep it as version 2/);
      if (sentence === null) expect(problems).toHaveLength(1);
      else {
        expect(problems).toHaveLength(2);
        expect(problems[0]).toContain(sentence);
        expect(problems[0]).toContain(
          '(rikkova muutos) Lisää tiedostoon schemas/forms/landlord-application.migrations.json kohtaan ”2” siirtymä',
        );
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
