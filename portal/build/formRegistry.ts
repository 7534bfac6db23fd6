/**
 * The portal's registry of forms, derived from the files at build time (issue 29): the Vite
 * plugin behind three modules. `virtual:form-registry` (portal/forms/registry.ts, in the shell)
 * exports `SHELL_FORMS`, what the sidebar, the front page and the routes need of the landlords'
 * forms (`shellForms`). `virtual:form-details` (portal/forms/details.ts, loaded with the pages that
 * need it) exports
 *
 * - `MANIFEST_FORMS`: every form of schemas/forms with a manifest (`<form>.form.json`) that this
 *   bundle serves — a production build (`vite build`) the published ones only, so a draft is not in
 *   it at all; the dev server, the tests and Storybook drafts as well (previews). `FORM_DRAFTS=true`
 *   makes a preview build that serves drafts;
 * - `FORM_LOADERS`: for each form (the generic form page serves every one), a function that loads
 *   its schema, UI schema and precompiled validators: the form's own chunk, loaded with the page;
 *   and its history (its version now, its migrations: catalogue/versions.ts formHistory), which
 *   brings a draft saved with an older version forward.
 *
 * A third, `virtual:every-form` (portal/forms/everyForm.ts), gives Storybook and the tests every
 * form of the folder with its files (`everyFormSource`).
 *
 * The forms come from the forms catalogue (catalogue/forms.ts): schemas/forms, or `FORMS_DIR`.
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { ManifestForm, ShellForm } from '../../api/formManifest.ts';
import { FORMS_DIR, readForms } from '../../catalogue/forms.ts';
import { validatorsFile } from '../../engine/build/forms.ts';
import { formHistory } from '../../catalogue/versions.ts';
import { registers } from '../../texts/index.ts';

export const FORM_REGISTRY_ID = 'virtual:form-registry';
const RESOLVED_ID = '\0virtual:form-registry';
/** The same forms' whole manifests and loaders, for the pages that need them (loaded with them). */
export const FORM_DETAILS_ID = 'virtual:form-details';
const RESOLVED_DETAILS_ID = '\0virtual:form-details';
/** Every form of the folder with its files, served or not, for Storybook and the tests. */
export const EVERY_FORM_ID = 'virtual:every-form';
const RESOLVED_EVERY_ID = '\0virtual:every-form';

/**
 * What the shell needs of a form (the sidebar, the front page's links, the routes): a landlord's
 * form's path, name, roles, page and offer. Nothing more goes in the front page's JavaScript: the
 * build allows only core texts there (textRegisters.ts), and staff forms are no landlord's.
 */
export function shellForms(forms: readonly ManifestForm[]): ShellForm[] {
  return forms
    .filter((form) => form.manifest.roles.some((role) => role !== 'staff'))
    .map(({ id, manifest: { status, title, path, roles, page, offer } }) => ({
      id,
      manifest: { status, title, path, roles, page, ...(offer ? { offer } : {}) },
    }));
}

/** The shell's module: the served landlords' forms, what the shell needs of them. */
export function shellSource(forms: readonly ManifestForm[]): string {
  return `export const SHELL_FORMS = ${JSON.stringify(shellForms(forms))};\n`;
}

/** The details' module: the served forms' manifests, and each form's loader (the generic page's). */
export function registrySource(forms: readonly ManifestForm[], directory = FORMS_DIR): string {
  const catalogue = readForms(directory);
  const loaders = forms.map((form) => {
    const file = (name: string) => JSON.stringify(join(directory, name));
    const validators = JSON.stringify(validatorsFile(form.id));
    return (
      `  ${JSON.stringify(form.id)}: () => Promise.all([import(${file(`${form.id}.schema.json`)}), ` +
      `import(${file(`${form.id}.ui.json`)}), import(${validators})]).then(([schema, uiSchema, validators]) => ` +
      '({ schema: schema.default, uiSchema: uiSchema.default, validateFns: validators.validateFns, ' +
      `history: ${JSON.stringify(formHistory(catalogue, form.id, registers))} })),`
    );
  });
  return [
    `export const MANIFEST_FORMS = ${JSON.stringify(forms)};`,
    `export const FORM_LOADERS = {\n${loaders.join('\n')}\n};`,
    '',
  ].join('\n');
}

/**
 * The module of every form (portal/forms/everyForm.ts): each form of the folder (a manifest or
 * not, a draft too) with its schema, UI schema, precompiled validators and valid examples, imported
 * as files, so that Storybook's list and the tests that render every form read the catalogue's.
 */
export function everyFormSource(directory = FORMS_DIR): string {
  const catalogue = readForms(directory);
  const imports: string[] = [];
  const entries = catalogue.formIds().map((id, index) => {
    const files = catalogue.files(id);
    const name = (what: string) => `${what}${index}`;
    imports.push(`import ${name('schema')} from ${JSON.stringify(files.schema)};`);
    if (files.uiSchema) imports.push(`import ${name('ui')} from ${JSON.stringify(files.uiSchema)};`);
    imports.push(
      `import { validateFns as ${name('validators')} } from ${JSON.stringify(validatorsFile(id))};`,
    );
    const examples = Object.entries(files.examples)
      .filter(([example]) => example.startsWith('valid-'))
      .map(([example, file], at) => {
        imports.push(`import ${name('example')}_${at} from ${JSON.stringify(file)};`);
        return `${JSON.stringify(example)}: ${name('example')}_${at}`;
      });
    return (
      `  ${JSON.stringify(id)}: { schema: ${name('schema')}, uiSchema: ${files.uiSchema ? name('ui') : '{}'}, ` +
      `validateFns: ${name('validators')}, examples: { ${examples.join(', ')} } },`
    );
  });
  return [...imports, `export const FORM_FILES = {\n${entries.join('\n')}\n};`, ''].join('\n');
}

export function formRegistry(): Plugin {
  let drafts = true;
  return {
    name: 'form-registry',
    configResolved(config) {
      drafts = config.command !== 'build' || process.env['FORM_DRAFTS'] === 'true';
    },
    resolveId: (id) =>
      id === FORM_REGISTRY_ID
        ? RESOLVED_ID
        : id === FORM_DETAILS_ID
          ? RESOLVED_DETAILS_ID
          : id === EVERY_FORM_ID
            ? RESOLVED_EVERY_ID
            : null,
    // A form added or removed under the dev server (Storybook, the designer): the modules anew.
    configureServer(server) {
      const changed = (file: string) => {
        if (!file.startsWith(FORMS_DIR)) return;
        for (const id of [RESOLVED_ID, RESOLVED_DETAILS_ID, RESOLVED_EVERY_ID]) {
          const module = server.moduleGraph.getModuleById(id);
          if (module) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', changed);
      server.watcher.on('unlink', changed);
    },
    load(id) {
      if (id === RESOLVED_EVERY_ID) return everyFormSource();
      if (id !== RESOLVED_ID && id !== RESOLVED_DETAILS_ID) return null;
      // Read anew: a manifest edited while the dev server runs rebuilds the registry.
      const catalogue = readForms();
      const forms = catalogue.served({ drafts });
      for (const id of catalogue.manifestIds()) {
        this.addWatchFile(join(FORMS_DIR, `${id}.form.json`));
        // Its migrations, which the details' module carries (formHistory): edited, the module anew.
        const migrations = catalogue.files(id).migrations;
        if (migrations) this.addWatchFile(migrations);
      }
      return id === RESOLVED_ID ? shellSource(forms) : registrySource(forms);
    },
  };
}
