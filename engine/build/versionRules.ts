/**
 * `schemas:check` on a form's versions (issue 43): every published form's current content is a
 * version kept beside it (catalogue/versions.ts), and every change from one version to the next
 * that could break an answer already saved (engine/core/formChanges.ts) is covered by a step of
 * the form's migrations (`<form>.migrations.json`, engine/core/migrations.ts), whose steps name
 * fields that exist. Each problem is a sentence in Finnish naming the field by its label, with
 * what to add.
 */
import type { FormsCatalogue } from '../../catalogue/forms.ts';
import { versionChain, type FormVersion, type VersionChain } from '../../catalogue/versions.ts';
import {
  CHANGE_TEXT_CODES,
  describeChange,
  fieldsOf,
  formChanges,
  type FormChange,
} from '../core/formChanges.ts';
import { stepPointers, uncovered, type FormMigrations } from '../core/migrations.ts';
import { createTranslator, type Language, type TextRegister, type Translate } from '../../texts/index.ts';
import type { Problem } from './checkForm.ts';

/** The texts of the check's sentences. */
export const VERSION_CHECK_CODES = {
  change: '173034',
  addStep: '173030',
  fixRemoved: '173031',
  fixRequired: '173032',
  fixNarrowed: '173033',
  unknownField: '173035',
  malformed: '173036',
} as const;

/** The steps a reader could add for a breaking change, as JSON a form author copies. */
function fixFor(change: FormChange, t: Translate): string {
  const step = (value: object) => JSON.stringify(value).replaceAll('":', '": ').replaceAll(',"', ', "');
  switch (change.kind) {
    case 'fieldRemoved':
      return t(VERSION_CHECK_CODES.fixRemoved, {
        drop: step({ drop: change.at }),
        move: step({ move: change.at, to: '/…' }),
      });
    case 'requiredFieldAdded':
    case 'madeRequired':
      return t(VERSION_CHECK_CODES.fixRequired, {
        default: step({ default: change.at, value: '…' }),
        ask: step({ ask: change.at }),
      });
    default:
      return t(VERSION_CHECK_CODES.fixNarrowed, {
        map: step({ map: change.at, values: { '…': '…' } }),
        ask: step({ ask: change.at }),
      });
  }
}

/** The problems of one form's versions: breaking changes no step covers, steps naming no field. */
function chainProblems(
  formId: string,
  chain: readonly Pick<FormVersion, 'number' | 'content'>[],
  migrations: FormMigrations,
  t: Translate,
): Problem[] {
  const problems: Problem[] = [];
  const file = `schemas/forms/${formId}.migrations.json`;
  for (let index = 1; index < chain.length; index++) {
    const [before, after] = [chain[index - 1]!, chain[index]!];
    const steps = migrations[String(after.number)] ?? [];
    for (const change of uncovered(formChanges(before.content, after.content), steps))
      problems.push({
        file,
        path: `/${after.number}`,
        problem: `${t(VERSION_CHECK_CODES.change, {
          form: formId,
          from: before.number,
          to: after.number,
          change: describeChange(change, t),
          kind: t(CHANGE_TEXT_CODES.breaking),
        })} ${t(VERSION_CHECK_CODES.addStep, { file, version: after.number, fix: fixFor(change, t) })}`,
      });
    // A step reads a field of the version before and writes one of its own version.
    const [oldFields, newFields] = [fieldsOf(before.content.schema), fieldsOf(after.content.schema)];
    for (const [index, step] of steps.entries()) {
      const { from, to, at } = stepPointers(step);
      const missing: [string, number][] = [
        ...(from !== undefined && !oldFields.has(from) ? [[from, before.number] as [string, number]] : []),
        ...[to, at]
          .filter((pointer): pointer is string => pointer !== undefined && !newFields.has(pointer))
          .map((pointer) => [pointer, after.number] as [string, number]),
      ];
      for (const [pointer, number] of missing)
        problems.push({
          file,
          path: `/${after.number}/${index}`,
          problem: t(VERSION_CHECK_CODES.unknownField, {
            step: JSON.stringify(step),
            version: after.number,
            at: pointer,
            number,
          }),
        });
    }
  }
  return problems;
}

/**
 * Every published form of the catalogue: its current content is a kept version, and each
 * version's breaking changes from the one before are covered by its migrations.
 */
export function versionProblems(
  catalogue: FormsCatalogue,
  registers: Readonly<Record<string, TextRegister>>,
): Problem[] {
  return formVersionProblems(catalogue, registers, { kept: true });
}

/** The problems of the forms' migrations alone (what `forms:versions` must see solved before it keeps a version). */
export function migrationProblems(
  catalogue: FormsCatalogue,
  registers: Readonly<Record<string, TextRegister>>,
): Problem[] {
  return formVersionProblems(catalogue, registers, { kept: false });
}

function formVersionProblems(
  catalogue: FormsCatalogue,
  registers: Readonly<Record<string, TextRegister>>,
  { kept: mustBeKept }: { kept: boolean },
): Problem[] {
  const t = createTranslator(registers['fi'] ?? {});
  const problems: Problem[] = [];
  for (const { id } of catalogue.served({ drafts: false })) {
    const folder = `schemas/forms/versions/${id}/`;
    let chain: VersionChain;
    try {
      chain = versionChain(catalogue, id, registers as Record<Language, TextRegister>);
    } catch (error) {
      problems.push({ file: folder, path: '', problem: (error as Error).message });
      continue;
    }
    const read = catalogue.migrations(id);
    if ('reason' in read) {
      problems.push({
        file: `schemas/forms/${id}.migrations.json`,
        path: '',
        problem: t(VERSION_CHECK_CODES.malformed, { reason: read.reason }),
      });
      continue;
    }
    const { current } = chain;
    problems.push(...chainProblems(id, chain.all, read.migrations, t));
    if (mustBeKept && !current.kept)
      problems.push({
        file: folder,
        path: '',
        problem:
          current.number === 1
            ? `the published form ${id} has no kept version: keep it as version 1 with npm run forms:versions`
            : `the published form ${id} has changed since its version ${current.number - 1}: keep it as version ${current.number} with npm run forms:versions, and commit the file with the change`,
      });
  }
  return problems;
}
