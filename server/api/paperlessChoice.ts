/**
 * The paperless choice a form asks (issue 31): the landlord form, the payment-info update and the
 * realization request each ask whether the sender wants news of new documents by e-mail or text
 * message. That is the same consent the documents page records (paperless.ts): one consent per
 * person, the latest choice wins, wherever it was made. A form's choice counts when its two boxes
 * were on the form (their values are in the checked data: a hidden field's are not).
 *
 * A channel is allowed only with somewhere to send to: the address or number the agency has, or,
 * when it has none, the one given on the same form, which then becomes the person's.
 */
import type { Queryable } from '../db/index.ts';

export interface PaperlessChoice {
  email: boolean;
  phone: boolean;
  /** The address and number given on the form, if any. */
  emailAddress: string | null;
  phoneNumber: string | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * The choice in a part of a form's data: `allowPaperlessServiceEmail` and
 * `allowPaperlessServicePhone` beside the fields `emailKey` and `phoneKey`; null when the boxes were
 * not on the form.
 */
export function paperlessChoiceIn(part: unknown, emailKey: string, phoneKey: string): PaperlessChoice | null {
  if (part === null || typeof part !== 'object') return null;
  const fields = part as Record<string, unknown>;
  const email = fields['allowPaperlessServiceEmail'];
  const phone = fields['allowPaperlessServicePhone'];
  if (typeof email !== 'boolean' || typeof phone !== 'boolean') return null;
  return { email, phone, emailAddress: text(fields[emailKey]), phoneNumber: text(fields[phoneKey]) };
}

/**
 * Records the choice as the person's consent (the columns paperless.ts reads and writes), when it
 * differs from the consent as it stands: the form's boxes start from it (GET landlord-info), so
 * boxes left as they were are no choice, and a person who has not chosen yet stays so.
 */
export async function recordPaperlessChoice(
  db: Queryable,
  henro: string,
  choice: PaperlessChoice,
): Promise<void> {
  await db.query(
    `update users set
        email = case when $2 then coalesce(email, $4) else email end,
        phone = case when $3 then coalesce(phone, $5) else phone end,
        paperless_email = $2 and coalesce(email, $4) is not null,
        paperless_phone = $3 and coalesce(phone, $5) is not null,
        paperless_permission = ($2 and coalesce(email, $4) is not null) or ($3 and coalesce(phone, $5) is not null)
      where henro = $1 and (paperless_email is distinct from $2 or paperless_phone is distinct from $3)`,
    [henro, choice.email, choice.phone, choice.emailAddress, choice.phoneNumber],
  );
}
