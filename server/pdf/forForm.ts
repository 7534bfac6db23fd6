/**
 * `summaryPdfForForm`: a form's submitted body as a summary PDF — the form read from schemas/forms
 * (forms/registry.ts `loadForm`),
 * the summary built with run-time validators and the register's translator, then rendered in the
 * worker pool (renderPdf.ts).
 */
import { buildSummary, type SummaryModel } from '../../engine/core/summary.ts';
import { DEFAULT_LANGUAGE, isLanguage, translatorFor, type Language } from '../../texts/index.ts';
import { loadForm } from '../forms/registry.ts';
import { renderPdf } from './renderPdf.ts';

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
