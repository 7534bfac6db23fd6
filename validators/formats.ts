/**
 * The string formats of SPEC §5 by the names the schemas use (`"format": "iban"`). The date format
 * is added with the date keywords in validators/date.ts; validators/runtime.ts merges them.
 */
import { isValidBic } from './bic';
import { isValidBusinessId } from './businessId';
import { isValidEmail } from './email';
import { isValidEuroAmount } from './euroAmount';
import { isAllowedAttachmentName } from './fileTypes';
import { isValidFreeText, isValidMultilineFreeText } from './freeText';
import { isValidHetu } from './hetu';
import { isValidIban } from './iban';
import { isValidPhone } from './phone';
import { isValidReferenceNumber } from './referenceNumber';
import { isValidTypedDate } from './typedDate';
import { isYearMonth } from './yearMonth';

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
  /** Issue 13: the cells of a bulk payment file are text. */
  'euro-amount': isValidEuroAmount,
  'year-month': isYearMonth,
  'typed-date': isValidTypedDate,
} satisfies Record<string, (value: string) => boolean>;

export type FormatName = keyof typeof formats;
