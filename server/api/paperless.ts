/**
 * Paperless consent per channel (issue 6, SPEC §3 User contact, §6), from the contract:
 * - `POST /api/api/v1/user-contact-info`: the e-mail and phone the agency has for the user, each
 *   with its paperless choice, the user's language and whether they have answered at all;
 * - `POST /api/api/v1/paperless-permission`: records the choice of both channels. A channel the
 *   agency has no value for cannot be allowed: 400 on `/email` or `/phone`, nothing stored. The
 *   answer as a whole (`users.paperless_permission`, which GET /api/user's
 *   `paperlessOption.permission` reads) becomes whether any channel is allowed.
 *
 * The consent is the person's own, whoever they act for.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operations, type PaperlessPermissionBody, type UserContact } from '../../api/contract.ts';
import type { FieldError } from '../../engine/core/types.ts';
import { t, type Language } from '../../texts/index.ts';
import type { Database } from '../db/index.ts';
import { requestLanguage } from '../language.ts';
import { requireOwner } from './paging.ts';
import { registerOperation, type RegisterOptions } from './register.ts';
import { ApiError, FieldErrors, TEXT_CODES } from './errors.ts';

export const PAPERLESS_TEXT_CODES = {
  emailLabel: '157502',
  phoneLabel: '157503',
  /** 400 on /email: allowing e-mail without an address on file. */
  noEmail: '157504',
  /** 400 on /phone: allowing the phone without a number on file. */
  noPhone: '157505',
} as const;

interface ContactRow {
  henro: string;
  email: string | null;
  phone: string | null;
  paperless_email: boolean;
  paperless_phone: boolean;
  language: Language;
  paperless_permission: boolean | null;
}

const COLUMNS = 'henro, email, phone, paperless_email, paperless_phone, language, paperless_permission';

function toUserContact(row: ContactRow): UserContact {
  return {
    userId: row.henro,
    email: { value: row.email, paperlessAllowed: row.paperless_email },
    phone: { value: row.phone, paperlessAllowed: row.paperless_phone },
    language: row.language,
    paperlessChosen: row.paperless_permission !== null,
  };
}

async function contactOf(db: Database, henro: string): Promise<ContactRow> {
  const { rows } = await db.query<ContactRow>(`select ${COLUMNS} from users where henro = $1`, [henro]);
  if (!rows[0]) throw new ApiError(401, TEXT_CODES.sessionEnded);
  return rows[0];
}

/** A field error for each channel that is allowed but has no value on file. */
function refusedChannels(
  request: FastifyRequest,
  contact: ContactRow,
  body: PaperlessPermissionBody,
): FieldError[] {
  const language = requestLanguage(request);
  const channels = [
    {
      path: '/email',
      allowed: body.email,
      value: contact.email,
      label: PAPERLESS_TEXT_CODES.emailLabel,
      refusal: PAPERLESS_TEXT_CODES.noEmail,
    },
    {
      path: '/phone',
      allowed: body.phone,
      value: contact.phone,
      label: PAPERLESS_TEXT_CODES.phoneLabel,
      refusal: PAPERLESS_TEXT_CODES.noPhone,
    },
  ];
  return channels
    .filter((channel) => channel.allowed && !channel.value)
    .map((channel) => ({
      path: channel.path,
      label: t(language, channel.label),
      message: t(language, channel.refusal),
      code: channel.refusal,
    }));
}

export function registerPaperless(
  app: FastifyInstance,
  { db, ...options }: RegisterOptions & { db: Database },
): void {
  registerOperation(
    app,
    operations.userContactInfo,
    async ({ request }) => toUserContact(await contactOf(db, requireOwner(request.session).henro)),
    options,
  );

  registerOperation(
    app,
    operations.paperlessPermission,
    async ({ request, body }) => {
      const { henro } = requireOwner(request.session);
      const refused = refusedChannels(request, await contactOf(db, henro), body);
      if (refused.length > 0) throw new FieldErrors(refused);
      const { rows } = await db.query<ContactRow>(
        `update users set paperless_email = $2, paperless_phone = $3, paperless_permission = $2 or $3
            where henro = $1 returning ${COLUMNS}`,
        [henro, body.email, body.phone],
      );
      return toUserContact(rows[0]!);
    },
    options,
  );
}
