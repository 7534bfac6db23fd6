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
 * The statement that records a choice as the person's consent (the columns paperless.ts reads and
 * writes), its parameters numbered from `first`: henro, allow e-mail, allow phone, the form's
 * address, the form's number. It changes nothing when the choice is the consent as it stands: the
 * form's boxes start from it (GET landlord-info), so boxes left as they were are no choice, and a
 * person who has not chosen yet stays so; nor when the two choices are null (the boxes were not on
 * the form), so that a route can run it as part of a statement of its own.
 */
export function paperlessUpdateSql(first: number): string {
  const [henro, email, phone, address, number] = [0, 1, 2, 3, 4].map((offset) => `$${first + offset}`);
  return `update users set
        email = case when ${email}::boolean then coalesce(email, ${address}::text) else email end,
        phone = case when ${phone}::boolean then coalesce(phone, ${number}::text) else phone end,
        paperless_email = ${email}::boolean and coalesce(email, ${address}::text) is not null,
        paperless_phone = ${phone}::boolean and coalesce(phone, ${number}::text) is not null,
        paperless_permission = (${email}::boolean and coalesce(email, ${address}::text) is not null)
          or (${phone}::boolean and coalesce(phone, ${number}::text) is not null)
      where henro = ${henro} and ${email}::boolean is not null and ${phone}::boolean is not null
        and (paperless_email is distinct from ${email}::boolean or paperless_phone is distinct from ${phone}::boolean)`;
}

/** The parameters of `paperlessUpdateSql` after the henro (all null when there is no choice). */
export function paperlessParams(choice: PaperlessChoice | null): unknown[] {
  return choice
    ? [choice.email, choice.phone, choice.emailAddress, choice.phoneNumber]
    : [null, null, null, null];
}

/** Records the choice as the person's consent (`paperlessUpdateSql`). */
export async function recordPaperlessChoice(
  db: Queryable,
  henro: string,
  choice: PaperlessChoice,
): Promise<void> {
  await db.query(paperlessUpdateSql(1), [henro, ...paperlessParams(choice)]);
}
