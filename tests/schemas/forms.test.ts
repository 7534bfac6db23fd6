import { describe, expect, it } from 'vitest';
import { checkFormsFolder } from '../../engine/build/checkFolder.ts';
import { createRuntimeValidators } from '../../engine/core/runtimeValidators.ts';
import { findErrors } from '../../engine/core/submission.ts';
import { registers } from '../../texts/index.ts';
import { loadForms, precompiledValidators } from './forms.ts';

const forms = loadForms();

it('every form of schemas/forms passes schemas:check, with the examples a form needs', () => {
  expect(checkFormsFolder(registers).problems).toEqual([]);
});

describe.each(forms.map((loaded) => [loaded.form.id, loaded] as const))(
  'form %s',
  (_id, { form, examples }) => {
    it('gets the same errors from the browser’s precompiled validators as from the server’s ajv', async () => {
      const browser = await precompiledValidators(form);
      const server = createRuntimeValidators(form.schema);
      for (const [name, data] of Object.entries(examples)) {
        const inBrowser = findErrors(form, data, browser, { hiddenFields: 'refuse' });
        const onServer = findErrors(form, data, server, { hiddenFields: 'refuse' });
        expect(inBrowser, name).toEqual(onServer);
        expect(inBrowser.errors.length === 0, name).toBe(name.startsWith('valid'));
      }
    });
  },
);

it('finds the forms from the folder, the three of SPEC §3 and the three of the staff area among them', () => {
  expect(forms.map((loaded) => loaded.form.id)).toEqual(
    expect.arrayContaining([
      'application-decision',
      'attachment-request',
      'landlord-application',
      'payment-info-update',
      'realization-decision',
      'realization-request',
    ]),
  );
});
