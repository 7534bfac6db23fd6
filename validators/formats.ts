/**
 * The string formats of SPEC §5 by the names the schemas use (`"format": "iban"`). The date format
 * is added with the date keywords in validators/date.ts; validators/runtime.ts merges them.
 */
import { isValidBic } from './bic';
import { isValidBusinessId } from './businessId';
import { isValidEmail } from './email';
import { isAllowedAttachmentName } from './fileTypes';
import { isValidFreeText, isValidMultilineFreeText } from './freeText';
import { isValidHetu } from './hetu';
import { isValidIban } from './iban';
import { isValidPhone } from './phone';
import { isValidReferenceNumber } from './referenceNumber';

export const formats = {
  hetu: isValidHetu,
  'business-id': isValidBusinessId,
  'hetu-or-business-id': (value: string) => isValidHetu(value) || isValidBusinessId(value),
  'reference-number': isValidReferenceNumber,
  iban: (value: string) => isValidIban(value),
  bic: isValidBic,
  phone: isValidPhone,
  email: isValidEmail,
  'free-text': isValidFreeText,
  'free-text-multiline': isValidMultilineFreeText,
  'attachment-filename': isAllowedAttachmentName,
} satisfies Record<string, (value: string) => boolean>;

export type FormatName = keyof typeof formats;
