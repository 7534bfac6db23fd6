/**
 * The string formats of SPEC §5 by the names the schemas use (`"format": "iban"`). The date format
 * is added with the date keywords in validators/date.ts; validators/runtime.ts merges them.
 */
import { isValidBic } from './bic.ts';
import { isValidBusinessId } from './businessId.ts';
import { isValidEmail } from './email.ts';
import { isValidEuroAmount } from './euroAmount.ts';
import { isAllowedAttachmentName } from './fileTypes.ts';
import { isValidFreeText, isValidMultilineFreeText } from './freeText.ts';
import { isValidHetu } from './hetu.ts';
import { isValidIban } from './iban.ts';
import { isValidPhone } from './phone.ts';
import { isValidReferenceNumber } from './referenceNumber.ts';
import { isValidTypedDate } from './typedDate.ts';
import { isYearMonth } from './yearMonth.ts';

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
