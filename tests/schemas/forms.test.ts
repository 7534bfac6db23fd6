import { describe, expect, it } from 'vitest';
import { checkForm } from '../../engine/build/checkForm.ts';
import { createRuntimeValidators } from '../../engine/core/runtimeValidators.ts';
import { findErrors } from '../../engine/core/submission.ts';
import { registers } from '../../texts/index.ts';
import { loadForms, precompiledValidators } from './forms.ts';

const forms = loadForms();

describe.each(forms.map((loaded) => [loaded.form.id, loaded] as const))(
  'form %s',
  (_id, { form, examples }) => {
    it('passes schemas:check', () => {
      expect(
        checkForm({ form: form.id, schema: form.schema, uiSchema: form.uiSchema, examples }, registers),
      ).toEqual([]);
    });

    it('has valid and invalid examples', () => {
      const names = Object.keys(examples);
      expect(names.filter((name) => name.startsWith('valid')).length).toBeGreaterThanOrEqual(2);
      expect(names.filter((name) => name.startsWith('invalid')).length).toBeGreaterThanOrEqual(6);
    });

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

it('finds the three forms of SPEC §3 and the three of the staff area (issue 14)', () => {
  expect(forms.map((loaded) => loaded.form.id)).toEqual([
    'application-decision',
    'attachment-request',
    'landlord-application',
    'payment-info-update',
    'realization-decision',
    'realization-request',
  ]);
});
