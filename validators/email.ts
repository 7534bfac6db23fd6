/**
 * E-mail addresses (SPEC §5): a local part of ASCII letters and digits in runs separated by single
 * `-`, `_` or `.` (never leading, trailing or two separators in a row), `@`, then a domain of one or
 * more labels and a top-level part of two or more letters.
 *
 * Domain labels are ASCII letters, digits and inner hyphens (a label neither starts nor ends with a
 * hyphen; `xn--` punycode labels are fine). The top-level part is letters only. Length limits of
 * RFC 5321 hold: local part at most 64, each label at most 63, the whole address at most 254
 * characters. Deliberately not accepted although RFC 5322 allows them: `+` and other symbols in the
 * local part, quoted local parts, IP-address domains, internationalized (non-ASCII) addresses.
 */

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;
export const EMAIL_DOMAIN_LABEL_MAX_LENGTH = 63;

const LOCAL_PART = /^[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const TOP_LEVEL = /^[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.indexOf('@');
  if (at < 0 || at !== value.lastIndexOf('@')) return false;
  const localPart = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (localPart.length > EMAIL_LOCAL_PART_MAX_LENGTH || !LOCAL_PART.test(localPart)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  const topLevel = labels[labels.length - 1] ?? '';
  if (!TOP_LEVEL.test(topLevel) || topLevel.length > EMAIL_DOMAIN_LABEL_MAX_LENGTH) return false;
  return labels
    .slice(0, -1)
    .every((label) => label.length <= EMAIL_DOMAIN_LABEL_MAX_LENGTH && DOMAIN_LABEL.test(label));
}
