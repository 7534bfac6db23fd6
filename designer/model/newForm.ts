/**
 * A new form: blank (the page's language and a confirmation, every text its own) or a copy of an
 * existing form; with its own range of text codes in texts/ranges.json and a manifest that starts
 * as a draft, served nowhere until it is published. A copy owns its texts (issue 47): editing its
 * labels never changes the form it was copied from.
 */
import { MANIFEST_CONTEXT } from '../../engine/build/checkContext.ts';
import { insertItem, removeAt, setAt, valueAt, type Segment } from './jsonEdit.ts';
import {
  inRange,
  isFormText,
  LANGUAGES,
  newCodes,
  rangeOfForm,
  setText,
  textsOfCode,
  type Language,
  type TextRange,
} from './texts.ts';
import { formFile, formsOf, json, RANGES_FILE, registerOf, TEXTS_FILE, type Files } from './workspace.ts';
import { codeOfKey, isTextCode } from '../../texts/keys.ts';
import { plainWords } from '../../texts/plainWords.ts';

type Json = Record<string, unknown>;
const asJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** `Avainten palautus` → `avainten-palautus`, unique among the forms. */
export function formNameFrom(title: string, taken: readonly string[]): string {
  const base = plainWords(title).slice(0, 5).join('-').toLowerCase() || 'lomake';
  let name = /^[a-z]/.test(base) ? base : `lomake-${base}`;
  for (let suffix = 2; taken.includes(name); suffix++) name = `${base}-${suffix}`;
  return name;
}

/** The next free block of 10000 codes after the forms' ranges (and below SPEC's own single codes). */
export function nextFormRange(ranges: readonly TextRange[]): { from: number; to: number } {
  let from =
    Math.ceil(
      (Math.max(...ranges.filter((range) => range.from < 300000).map((range) => range.to)) + 1) / 10000,
    ) * 10000;
  while (ranges.some((range) => range.from <= from + 9999 && range.to >= from)) from += 10000;
  return { from, to: from + 9999 };
}

export interface NewFormInput {
  title: Record<Language, string>;
  /** An existing form to copy, or none for a blank form. */
  from?: string;
  /** The designer's starting texts of a blank form (the confirmation's), in both languages. */
  starterTexts: {
    confirmed: Record<Language, string>;
    sentTitle: Record<Language, string>;
    sentBody: Record<Language, string>;
  };
}

export function createForm(files: Files, input: NewFormInput): { files: Files; form: string } {
  // The name is the form's address too: not another form's, nor one of the portal's own pages.
  const addresses = [
    ...Object.values(MANIFEST_CONTEXT.portalPaths),
    ...formsOf(files)
      .filter((each) => files[formFile.manifest(each)] !== undefined)
      .map((each) => json<{ path?: string }>(files, formFile.manifest(each)).path),
  ].flatMap((path) => (typeof path === 'string' ? [path.slice(1)] : []));
  const form = formNameFrom(input.title.fi, [...formsOf(files), ...addresses]);
  const ranges = json<TextRange[]>(files, RANGES_FILE);
  const range = nextFormRange(ranges);
  const at = ranges.findIndex((candidate) => candidate.from > range.from);
  let next: Files = {
    ...files,
    [RANGES_FILE]: insertItem(files[RANGES_FILE]!, [], at < 0 ? ranges.length : at, {
      from: range.from,
      to: range.to,
      owner: `form: ${input.title.fi}`,
      forms: [form],
    }),
  };
  const code = (offset: number) => String(range.from + offset);
  const texts: [string, Record<Language, string>][] = [
    [code(1), input.title],
    [code(2), input.starterTexts.sentTitle],
    [code(3), input.starterTexts.sentBody],
  ];
  const manifest = {
    $schema: '../form-manifest.schema.json',
    status: 'draft',
    title: code(1),
    path: `/${form}`,
    roles: ['person', 'organisation'],
    page: 'form',
    offer: { sidebar: 90, frontPage: false },
    submission: {
      kind: 'document',
      documentType: form.toUpperCase().replace(/-/g, '_'),
      documentName: code(1),
    },
    drafts: false,
    confirmation: { title: code(2), body: code(3) },
  };
  if (input.from) {
    const source = input.from;
    next = {
      ...next,
      [formFile.schema(form)]: files[formFile.schema(source)]!,
      [formFile.ui(form)]: setAt(files[formFile.ui(source)]!, ['ui:title'], code(1)),
    };
    const sourceManifest = files[formFile.manifest(source)]
      ? json<Json>(files, formFile.manifest(source))
      : {};
    const copied = {
      ...manifest,
      roles: sourceManifest.roles ?? manifest.roles,
      drafts: sourceManifest.drafts ?? false,
    };
    next = { ...next, [formFile.manifest(form)]: asJson(copied) };
    const summaryTitle = valueAt(next[formFile.ui(form)]!, ['ui:summary', 'title']);
    if (typeof summaryTitle === 'string')
      next = {
        ...next,
        [formFile.ui(form)]: setAt(next[formFile.ui(form)]!, ['ui:summary', 'title'], code(1)),
      };
    for (const path of Object.keys(files).filter((candidate) =>
      candidate.startsWith(formFile.examples(source)),
    ))
      next = {
        ...next,
        [`${formFile.examples(form)}${path.slice(formFile.examples(source).length)}`]: files[path]!,
      };
    // The confirmation says what the original's says (a notice is never processed, issue 47),
    // in texts of the copy's own.
    const confirmation = sourceManifest.confirmation as { title?: string; body?: string } | undefined;
    for (const [index, key] of [
      [1, 'title'],
      [2, 'body'],
    ] as const) {
      const code = confirmation?.[key];
      const finnish = code ? registerOf(files, 'fi')[code] : undefined;
      if (finnish !== undefined) texts[index]![1] = textsOfCode(files, code, finnish);
    }
    for (const [textCode, text] of texts)
      for (const language of LANGUAGES) next = setText(next, textCode, language, text[language]);
    return { files: ownTexts(next, form), form };
  } else {
    texts.push([code(4), input.starterTexts.confirmed]);
    const schema = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      required: ['currentLanguageCode', 'confirmed'],
      additionalProperties: false,
      properties: {
        currentLanguageCode: { type: 'string', enum: ['fi', 'sv'] },
        confirmed: { type: 'boolean', const: true },
      },
    };
    const ui = {
      'ui:title': code(1),
      'ui:order': ['currentLanguageCode', 'confirmed'],
      currentLanguageCode: { 'ui:widget': 'hidden' },
      confirmed: { 'ui:title': code(4), 'ui:widget': 'confirm' },
    };
    next = {
      ...next,
      [formFile.schema(form)]: asJson(schema),
      [formFile.ui(form)]: asJson(ui),
      [formFile.manifest(form)]: asJson(manifest),
    };
  }
  for (const [textCode, text] of texts)
    for (const language of ['fi', 'sv'] as const) next = setText(next, textCode, language, text[language]);
  return { files: next, form };
}

/**
 * A copy's own texts: every code its UI schema names that is a form's text (a code of a range of
 * texts/ranges.json that names forms) gets a code of the copy's own range with the same texts, its
 * plural forms too, and the UI schema and the examples' expected errors name the new code. The
 * service's common texts (the engine's words, the validators' messages) stay shared: they are not a
 * form's to change.
 */
function ownTexts(files: Files, form: string): Files {
  const ui = formFile.ui(form);
  const expected = `${formFile.examples(form)}expected-errors.json`;
  const places = [ui, expected]
    .filter((file) => files[file] !== undefined)
    .flatMap((file) => codePlaces(json(files, file)).map((place) => ({ file, ...place })));
  const own = rangeOfForm(files, form);
  const codes = [...new Set(places.map((place) => place.code))].filter(
    (code) => isFormText(files, code) && !inRange(own, code),
  );
  if (codes.length === 0) return files;
  const fresh = newCodes(files, form, codes.length);
  const renamed = new Map(codes.map((code, index) => [code, fresh[index]!]));
  let next = files;
  for (const [code, copy] of renamed)
    for (const language of LANGUAGES) {
      const register = registerOf(files, language);
      for (const suffix of ['', '_one', '_other'])
        if (register[code + suffix] !== undefined)
          next = setText(next, copy + suffix, language, register[code + suffix]!);
    }
  for (const place of places) {
    const copy = renamed.get(place.code);
    if (copy) next = { ...next, [place.file]: setAt(next[place.file]!, place.path, copy) };
  }
  return next;
}

/** Every text code of a JSON value, with where it is, in the order a reader meets them. */
function codePlaces(value: unknown, path: Segment[] = []): { path: Segment[]; code: string }[] {
  if (isTextCode(value)) return [{ path, code: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => codePlaces(item, [...path, index]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => codePlaces(item, [...path, key]));
  return [];
}

/** Sets a manifest setting (status, path, roles, offer, drafts, document type), or with undefined removes it. */
export function setManifest(files: Files, form: string, path: (string | number)[], value: unknown): Files {
  const file = formFile.manifest(form);
  return { ...files, [file]: setAt(files[file]!, path, value) };
}

/**
 * An unsaved new form thrown away (issue 47): its files, its examples, its range of text codes and
 * every text in that range go from the working set; whatever else the author changed stays.
 */
export function discardNewForm(files: Files, form: string): Files {
  const ranges = json<TextRange[]>(files, RANGES_FILE);
  const range = ranges.findIndex((candidate) => candidate.forms?.includes(form));
  const own = (path: string) =>
    [formFile.schema(form), formFile.ui(form), formFile.manifest(form)].includes(path) ||
    path.startsWith(formFile.examples(form));
  let next: Files = Object.fromEntries(Object.entries(files).filter(([path]) => !own(path)));
  if (range < 0) return next;
  next = { ...next, [RANGES_FILE]: removeAt(next[RANGES_FILE]!, [range]) };
  for (const language of LANGUAGES) {
    const file = TEXTS_FILE[language];
    let text = next[file]!;
    for (const key of Object.keys(registerOf(files, language)))
      if (inRange(ranges[range], codeOfKey(key) ?? '')) text = removeAt(text, [key]);
    next = { ...next, [file]: text };
  }
  return next;
}
