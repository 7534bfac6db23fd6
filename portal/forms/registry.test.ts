/**
 * The portal's registry of forms, as the build derives it from schemas/forms (issue 29): every form
 * with a manifest, each with its loader for the generic page, and the routes the portal names
 * held to their manifests' paths, so one kind of file describes every form.
 */
import { describe, expect, it } from 'vitest';
import { readForms } from '../../catalogue/forms.ts';
import { everyFormSource, registrySource } from '../build/formRegistry.ts';
import { EVERY_FORM } from './everyForm.ts';
import { PATHS } from '../guards/paths.ts';
import { INTRA_PATHS } from '../pages/intra/paths.ts';
import { NAV_ITEMS, visibleNavItems } from '../layout/navItems.ts';
import { FORM_DOCUMENT_TYPE_NAMES, MANIFEST_FORMS, formPath, loadGenericForm } from './details.ts';
import { FRONT_PAGE_FORMS, GENERIC_FORMS, LANDLORD_FORMS, genericFormAt } from './registry.ts';

describe('the registry of forms', () => {
  it('holds every form of schemas/forms that has a manifest', () => {
    expect(MANIFEST_FORMS.map((form) => form.id)).toEqual(
      readForms()
        .manifestForms()
        .map((form) => form.id),
    );
    expect(MANIFEST_FORMS.length).toBeGreaterThanOrEqual(7);
  });

  it('serves the tenancy-end notice on the generic page, with its files loaded on demand', async () => {
    expect(GENERIC_FORMS.map((form) => form.id)).toContain('tenancy-end-notice');
    const form = genericFormAt('/ilmoitus-vuokrasuhteen-paattymisesta/')!;
    expect(form.id).toBe('tenancy-end-notice');
    const { definition, validateFns } = await loadGenericForm(form.id);
    expect(definition.uiSchema['ui:title']).toBe('260001');
    expect(Object.keys(validateFns).length).toBeGreaterThan(0);
    expect(FORM_DOCUMENT_TYPE_NAMES).toEqual({ TENANCY_END_NOTICE: '260030' });
  });

  it('holds the routes the portal names to their manifests', () => {
    expect(formPath('landlord-application')).toBe(PATHS.landlordApplication);
    expect(formPath('realization-request')).toBe(PATHS.realizationRequest);
    expect(formPath('payment-info-update')).toBe(PATHS.paymentInfoUpdate);
    expect(formPath('application-decision')).toBe(INTRA_PATHS.decision);
    expect(formPath('attachment-request')).toBe(INTRA_PATHS.attachmentRequest);
    expect(formPath('realization-decision')).toBe(INTRA_PATHS.realizationDecision);
  });

  it('offers the forms in the sidebar at their manifests’ places, for the roles they allow', () => {
    const paths = (items: readonly { path: string }[]) => items.map((item) => item.path);
    expect(paths(visibleNavItems(false))).toEqual([
      PATHS.front,
      PATHS.landlordApplication,
      PATHS.realizationRequest,
      '/ilmoitus-vuokrasuhteen-paattymisesta',
      PATHS.sendAttachment,
      PATHS.myDocuments,
    ]);
    expect(paths(visibleNavItems(true))).toContain(PATHS.paymentInfo);
    expect(NAV_ITEMS.filter((item) => item.path === '/ilmoitus-vuokrasuhteen-paattymisesta')).toEqual([
      { path: '/ilmoitus-vuokrasuhteen-paattymisesta', code: '260001', available: true, position: 35 },
    ]);
    expect(FRONT_PAGE_FORMS.map((form) => form.id)).toEqual([
      'landlord-application',
      'realization-request',
      'tenancy-end-notice',
    ]);
  });

  it('gives the shell only what it shows of the landlords’ forms: no staff form, no confirmation, no document name', () => {
    expect(LANDLORD_FORMS.map((form) => form.id)).not.toContain('application-decision');
    const shell = JSON.stringify(LANDLORD_FORMS);
    for (const code of ['260030', '260031', '260032', '250001']) expect(shell).not.toContain(code);
    expect(shell).toContain('260001');
  });

  it('writes a loader for every form, the staff forms too', () => {
    const forms = readForms().manifestForms();
    const source = registrySource(forms);
    expect(source).toContain('"tenancy-end-notice": () => Promise.all([import(');
    expect(source).toContain('"landlord-application": () => Promise.all([import(');
    expect(source).toContain('"realization-request": () => Promise.all([import(');
    expect(source).toContain('"payment-info-update": () => Promise.all([import(');
    // Every form is the generic page's, the staff forms too (the staff area routes them there).
    for (const form of forms) expect(source).toContain(`"${form.id}": () => Promise.all([import(`);
  });

  it('gives Storybook every form of the catalogue with its files and valid examples, and nothing else', () => {
    const catalogue = readForms();
    expect(Object.keys(EVERY_FORM)).toEqual(catalogue.formIds());
    const landlord = EVERY_FORM['landlord-application']!;
    expect(landlord.form.uiSchema['ui:title']).toBe('200001');
    expect(Object.keys(landlord.validateFns).length).toBeGreaterThan(0);
    expect(Object.keys(landlord.examples)).toEqual(
      Object.keys(catalogue.files('landlord-application').examples).filter((name) =>
        name.startsWith('valid-'),
      ),
    );
    // The invalid examples are the tests', not the stories'.
    expect(everyFormSource()).not.toMatch(/invalid-/);
  });
});
