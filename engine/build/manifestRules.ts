/**
 * schemas:check for the forms' manifests (`<form>.form.json`, api/formManifest.ts): each is what
 * schemas/form-manifest.schema.json allows, names text codes that exist in fi and sv, a route no
 * other form or portal page has, a document type no SPEC type or other form has, an operation the
 * contract has. Every problem says what to do.
 */
import { Ajv, type ErrorObject } from 'ajv';
import { EXTENSION_REFERENCES, type FormManifest } from '../../api/formManifest.ts';
import manifestSchema from '../../schemas/form-manifest.schema.json' with { type: 'json' };
import type { TextRegister } from '../../texts/index.ts';
import { codeWithText, type Problem } from './checkForm.ts';

export interface ManifestContext {
  /** The portal's own pages' paths (portal/guards/paths.ts), by name. */
  portalPaths: Readonly<Record<string, string>>;
  /** The SPEC document types (api/contract.ts). */
  documentTypes: readonly string[];
  /** The ids of the contract's operations. */
  operations: readonly string[];
}

const validateManifest = new Ajv({ allErrors: true, strict: false }).compile(manifestSchema);

function schemaProblem(error: ErrorObject): string {
  const where = error.instancePath || 'the manifest';
  switch (error.keyword) {
    case 'required':
      return `${where} needs "${String(error.params['missingProperty'])}"`;
    case 'additionalProperties':
      return `${where} has "${String(error.params['additionalProperty'])}", which a manifest does not know (see schemas/form-manifest.schema.json)`;
    case 'enum':
      return `${where} is one of ${(error.params['allowedValues'] as unknown[]).map((value) => `"${String(value)}"`).join(', ')}`;
    case 'pattern':
      return `${where} must look like ${error.instancePath.endsWith('path') ? '/lower-case-words-with-hyphens' : error.params['pattern']}`;
    default:
      return `${where} ${error.message ?? 'is wrong'}`;
  }
}

/** A form's name as the route table's key: `landlord-application` → `landlordApplication`. */
const camelCase = (form: string): string =>
  form.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** A schema's fields as an extension names them: `name`, and `group.name` inside an object's. */
export function fieldPaths(schema: object, prefix = ''): string[] {
  const properties = (schema as { properties?: unknown }).properties;
  if (typeof properties !== 'object' || properties === null) return [];
  return Object.entries(properties).flatMap(([name, field]) => [
    prefix + name,
    ...(typeof field === 'object' && field !== null ? fieldPaths(field, `${prefix}${name}.`) : []),
  ]);
}

export function checkManifests(
  manifests: Readonly<Record<string, unknown>>,
  forms: readonly string[],
  registers: Record<string, TextRegister>,
  context: ManifestContext,
  /** Each form's fields (`name`, `group.name`), for the extensions that name fields. */
  fields: Readonly<Record<string, readonly string[]>> = {},
): Problem[] {
  const problems: Problem[] = [];
  const fileOf = (form: string) => `schemas/forms/${form}.form.json`;
  for (const form of forms) {
    if (manifests[form] === undefined)
      problems.push({
        file: fileOf(form),
        path: '',
        problem: `the form has no manifest: add ${form}.form.json saying where it is offered, to whom and what a submission becomes (schemas/README.md, Manifest)`,
      });
  }
  const paths = new Map<string, string>();
  const documentTypes = new Map<string, string>();
  for (const [form, value] of Object.entries(manifests)) {
    const file = fileOf(form);
    if (!forms.includes(form)) {
      problems.push({
        file,
        path: '',
        problem: `there is no ${form}.schema.json for this manifest: add the form or remove the manifest`,
      });
      continue;
    }
    if (!validateManifest(value)) {
      // A failed oneOf repeats its branches' errors: one sentence per place is enough.
      const seen = new Set<string>();
      for (const error of validateManifest.errors ?? []) {
        if (error.keyword === 'oneOf' || error.keyword === 'const' || seen.has(error.instancePath)) continue;
        seen.add(error.instancePath);
        problems.push({ file, path: error.instancePath, problem: schemaProblem(error) });
      }
      continue;
    }
    const manifest = value as unknown as FormManifest;
    const codes: [string, string][] = [
      ['/title', manifest.title],
      ...(manifest.heading ? ([['/heading', manifest.heading]] as [string, string][]) : []),
      ...(manifest.submitLabel ? ([['/submitLabel', manifest.submitLabel]] as [string, string][]) : []),
      // The text codes an extension names.
      ...(manifest.extensions ?? []).flatMap((extension, index) =>
        typeof extension === 'string'
          ? []
          : (EXTENSION_REFERENCES[extension.name]?.texts ?? []).flatMap((key) => {
              const code = (extension as unknown as Record<string, string | undefined>)[key];
              return code ? [[`/extensions/${index}/${key}`, code] as [string, string]] : [];
            }),
      ),
      ...(manifest.submission.kind === 'document'
        ? ([['/submission/documentName', manifest.submission.documentName]] as [string, string][])
        : []),
      ...(manifest.confirmation
        ? ([
            ['/confirmation/title', manifest.confirmation.title],
            ['/confirmation/body', manifest.confirmation.body],
            ...(manifest.confirmation.next ? [['/confirmation/next', manifest.confirmation.next]] : []),
            ...(manifest.confirmation.again ? [['/confirmation/again', manifest.confirmation.again]] : []),
          ] as [string, string][])
        : []),
    ];
    for (const [path, code] of codes) {
      for (const [language, register] of Object.entries(registers)) {
        if (register[code] === undefined)
          problems.push({
            file,
            path,
            problem: `text code ${language === 'fi' ? code : codeWithText(code, registers)} is missing in ${language}: add it with node texts/texts.ts (texts/README.md)`,
          });
      }
    }
    const clash = paths.get(manifest.path);
    const page = Object.entries(context.portalPaths).find(([, path]) => path === manifest.path);
    if (clash)
      problems.push({
        file,
        path: '/path',
        problem: `${manifest.path} is already the address of the form ${clash}: choose another`,
      });
    // The route table names the SPEC forms' addresses (api/paths.ts): a form may have its own.
    else if (page && page[0] !== camelCase(form))
      problems.push({
        file,
        path: '/path',
        problem: `${manifest.path} is already the address of the portal's page "${page[0]}": choose another`,
      });
    paths.set(manifest.path, form);
    if (manifest.submission.kind === 'document') {
      const type = manifest.submission.documentType;
      const other = documentTypes.get(type);
      if (context.documentTypes.includes(type) || other)
        problems.push({
          file,
          path: '/submission/documentType',
          problem: `${type} is already the document type of ${other ? `the form ${other}` : 'SPEC §3'}: give this form's documents a type of their own`,
        });
      documentTypes.set(type, form);
      if (manifest.roles.includes('staff'))
        problems.push({
          file,
          path: '/roles',
          problem:
            'staff do not send forms as documents of a customer: leave "staff" out, or send the form with a staff operation of its own',
        });
    } else if (!context.operations.includes(manifest.submission.operation)) {
      problems.push({
        file,
        path: '/submission/operation',
        problem: `the contract has no operation "${manifest.submission.operation}" (api/contract.ts, api/intra.ts)`,
      });
    }
    if (!manifest.confirmation)
      problems.push({
        file,
        path: '',
        problem:
          'say what the page tells once the form is sent: add "confirmation": { "title": code, "body": code }',
      });
    // What an extension names must exist: a typo in a field would do nothing, silently.
    (manifest.extensions ?? []).forEach((extension, index) => {
      if (typeof extension === 'string') return;
      const settings = extension as unknown as Record<string, string>;
      const references = EXTENSION_REFERENCES[extension.name] ?? {};
      for (const key of references.fields ?? [])
        if (fields[form] && !fields[form].includes(settings[key]!))
          problems.push({
            file,
            path: `/extensions/${index}/${key}`,
            problem: `the form has no field "${settings[key]}": name one of its fields (${form}.schema.json, "properties"; inside a group: group.field)`,
          });
      for (const key of references.operations ?? [])
        if (!context.operations.includes(settings[key]!))
          problems.push({
            file,
            path: `/extensions/${index}/${key}`,
            problem: `the contract has no operation "${settings[key]}" (api/contract.ts, api/intra.ts)`,
          });
    });
    if (manifest.opens && manifest.drafts !== true)
      problems.push({
        file,
        path: '/opens',
        problem: 'only a form that keeps drafts opens one: remove "opens", or set "drafts": true',
      });
    if (manifest.offer && manifest.roles.every((role) => role === 'staff'))
      problems.push({
        file,
        path: '/offer',
        problem:
          'the staff forms are reached from a customer\'s page, not offered in the landlords\' sidebar: remove "offer"',
      });
  }
  return problems;
}
