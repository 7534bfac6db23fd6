/**
 * `summaryPdfForForm`: a form's submitted body as a summary PDF — the form read from schemas/forms,
 * the summary built with run-time validators and the register's translator, then rendered in the
 * worker pool (renderPdf.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRuntimeValidators } from '../../engine/core/runtimeValidators.ts';
import { buildSummary, type SummaryModel } from '../../engine/core/summary.ts';
import type { SubmissionValidators } from '../../engine/core/submission.ts';
import type { FormDefinition, FormSchema, UiSchema } from '../../engine/core/types.ts';
import { DEFAULT_LANGUAGE, isLanguage, translatorFor, type Language } from '../../texts/index.ts';
import { FORMS_DIR } from '../forms/registry.ts';
import { renderPdf } from './renderPdf.ts';

interface LoadedForm {
  form: FormDefinition;
  validators: SubmissionValidators;
}

const cache = new Map<string, LoadedForm>();

/** A form id is the base name of its schema file (`landlord-application`). */
function isFormId(formId: string): boolean {
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(formId);
}

export function loadForm(formId: string): LoadedForm {
  const cached = cache.get(formId);
  if (cached) return cached;
  const schemaFile = join(FORMS_DIR, `${formId}.schema.json`);
  if (!isFormId(formId) || !existsSync(schemaFile)) throw new Error(`Unknown form: ${formId}`);
  const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as FormSchema;
  const uiFile = join(FORMS_DIR, `${formId}.ui.json`);
  const uiSchema = existsSync(uiFile) ? (JSON.parse(readFileSync(uiFile, 'utf8')) as UiSchema) : {};
  const loaded = { form: { id: formId, schema, uiSchema }, validators: createRuntimeValidators(schema) };
  cache.set(formId, loaded);
  return loaded;
}

export function summaryForForm(formId: string, body: unknown, language: Language): SummaryModel {
  const { form, validators } = loadForm(formId);
  return buildSummary(form, body, { t: translatorFor(language), language, isValid: validators.isValid });
}

export function summaryPdfForForm(
  formId: string,
  body: unknown,
  language: Language,
  producedAt?: Date,
): Promise<Buffer> {
  return renderPdf(summaryForForm(formId, body, language), {
    language,
    ...(producedAt ? { producedAt } : {}),
  });
}

/**
 * A form's submitted body as the PDF file a route answers: in the body's `currentLanguageCode`
 * (Finnish when it names no language of ours), named in that language.
 */
export async function formPdfFile(
  formId: string,
  body: { currentLanguageCode?: unknown },
  fileNames: Readonly<Record<Language, string>>,
): Promise<{ fileName: string; data: Buffer }> {
  const language = isLanguage(body.currentLanguageCode) ? body.currentLanguageCode : DEFAULT_LANGUAGE;
  return { fileName: fileNames[language], data: await summaryPdfForForm(formId, body, language) };
}
