/**
 * The keywords of validators/ that the designer has no form of its own for: they appear on a field
 * of their data's type as a value written in JSON, checked against the keyword's own schema, so a
 * keyword added to validators/ can be used without a change to the designer.
 */
import { Ajv } from 'ajv';
import { KEYWORD_SHAPES } from '../../validators/ajv.ts';

export interface KeywordShape {
  keyword: string;
  type: string;
  metaSchema: object;
}

/** The keywords the designer has its own controls for (FieldPanel's date bounds and callersOwn, FieldRules' pairs). */
export const KEYWORDS_WITH_CONTROLS: readonly string[] = [
  'dateMinimum',
  'dateMaximum',
  'bicMatchesIban',
  'dateRangeOrder',
  'callersOwn',
];

/** The other keywords that apply to data of `type`. */
export function otherKeywords(
  type: unknown,
  shapes: readonly KeywordShape[] = KEYWORD_SHAPES,
): KeywordShape[] {
  return shapes.filter((shape) => !KEYWORDS_WITH_CONTROLS.includes(shape.keyword) && shape.type === type);
}

const ajv = new Ajv({ allErrors: true, strict: false });

/** Reads a keyword's value from what the author wrote: the value, or why it is not one. */
export function readKeywordValue(shape: KeywordShape, text: string): { value: unknown } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { error: (error as Error).message };
  }
  const validate = ajv.compile(shape.metaSchema);
  if (!validate(value)) return { error: ajv.errorsText(validate.errors, { dataVar: shape.keyword }) };
  return { value };
}
