/**
 * A form version's content (ARCHITECTURE.md, Forms over time): what a landlord sees and what the
 * server checks — the schema, the UI schema, the manifest — and the fi and sv texts of every code
 * they name, with the texts its documents are drawn with besides (`extraCodes`: the PDF's frame, a
 * staff decision's words). Two versions are the same when their canonical JSON is (keys sorted, no
 * spaces), so neither reformatting a file nor reordering its keys makes a new version; the
 * catalogue (catalogue/versions.ts) hashes it and keeps each one. React-free and Node-free.
 */
import type { Language } from '../../texts/index.ts';
import { isTextCode, type TextRegister } from '../../texts/keys.ts';
import type { FormSchema, UiSchema } from './types.ts';

export interface FormVersionContent {
  schema: FormSchema;
  uiSchema: UiSchema;
  /** The form's manifest (`<form>.form.json`). */
  manifest: Record<string, unknown>;
  /** The texts of every code the form and its documents use, as they read in this version. */
  texts: Record<Language, TextRegister>;
}

/** Every text code named anywhere in `values` (a string of 3–7 digits in a schema, UI schema or manifest). */
export function textCodesIn(...values: unknown[]): Set<string> {
  const codes = new Set<string>();
  const visit = (value: unknown): void => {
    if (isTextCode(value)) codes.add(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(visit);
  };
  values.forEach(visit);
  return codes;
}

/**
 * The texts of `codes` in each language as the registers have them now, a counting text's plural
 * forms included; a code that neither register has (a number in an enum, say) is not a text.
 */
function textsOf(codes: Iterable<string>, registers: Readonly<Record<Language, TextRegister>>) {
  const texts: Record<Language, Record<string, string>> = { fi: {}, sv: {} };
  for (const code of [...codes].sort())
    for (const language of ['fi', 'sv'] as const)
      for (const key of [code, `${code}_one`, `${code}_other`]) {
        const text = registers[language][key];
        if (text !== undefined) texts[language][key] = text;
      }
  return texts;
}

/** A form's version content from its files and the registers as they are now. */
export function formVersionContent(
  files: { schema: FormSchema; uiSchema: UiSchema; manifest: Record<string, unknown> },
  registers: Readonly<Record<Language, TextRegister>>,
  extraCodes: Iterable<string> = [],
): FormVersionContent {
  const codes = textCodesIn(files.schema, files.uiSchema, files.manifest);
  for (const code of extraCodes) codes.add(code);
  return {
    schema: files.schema,
    uiSchema: files.uiSchema,
    manifest: files.manifest,
    texts: textsOf(codes, registers),
  };
}

/** JSON with every object's keys sorted and no spaces: the same for the same meaning. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}
