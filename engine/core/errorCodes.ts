/**
 * Which text code says each validation error: per ajv keyword, and per format for `format` errors.
 * Texts are in texts/ (range 110000–110999); date errors use the date texts (engine/core/dateErrorCodes.ts).
 */
export const KEYWORD_CODES: Readonly<Record<string, string>> = {
  required: '110001',
  type: '110002',
  minLength: '110003',
  maxLength: '110004',
  pattern: '110005',
  enum: '110006',
  const: '110006',
  minimum: '110007',
  exclusiveMinimum: '110007',
  maximum: '110008',
  exclusiveMaximum: '110008',
  multipleOf: '110009',
  minItems: '110010',
  maxItems: '110011',
  additionalProperties: '110012',
  bicMatchesIban: '110014',
};

/** `callersOwn` by kind: the value is not one of the caller's own (validators/ajv.ts). */
export const CALLERS_OWN_CODES: Readonly<Record<string, string>> = {
  paymentCommitment: '110017',
};

/** A number field that holds text: the user typed something that is not an amount. */
export const NOT_A_NUMBER_CODE = '110013';
/** A whole-number field (`type: integer`) that holds text or a fraction. */
export const NOT_A_WHOLE_NUMBER_CODE = '110015';
/** A confirmation (engine/core/confirmation.ts) left unticked. */
export const CONFIRMATION_CODE = '110016';
export const GENERIC_ERROR_CODE = '110002';
/** A field the form does not have for this data (unknown, or hidden by a condition). */
export const UNKNOWN_FIELD_CODE = '110012';

export const FORMAT_CODES: Readonly<Record<string, string>> = {
  hetu: '110101',
  'business-id': '110102',
  'hetu-or-business-id': '110103',
  'reference-number': '110104',
  iban: '110105',
  bic: '110106',
  phone: '110107',
  email: '110108',
  'free-text': '110109',
  'free-text-multiline': '110110',
  'attachment-filename': '110111',
  'euro-amount': '110112',
  'year-month': '110113',
  'typed-date': '110114',
};
