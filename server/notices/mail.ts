/**
 * Sending a notice by e-mail: nodemailer to `SMTP_URL` (or the embedded mail catcher of
 * mailCatcher.ts). A notice says only that there is something new and where to read it, in the
 * recipient's language, with her name: never the document's content.
 */
import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { PATHS } from '../../api/paths.ts';
import { t, type Language } from '../../texts/index.ts';

export const NOTICE_TEXT_CODES = {
  /** The e-mail's subject. */
  subject: '159001',
  /** The e-mail's text: {name}, {url}. */
  body: '159002',
  /** The SMS: {url}. */
  sms: '159003',
  /** The sender's name in From. */
  sender: '159004',
} as const;

export interface NoticeMessage {
  /** The recipient's name and address. */
  name: string;
  address: string;
  language: Language;
  /** The same for every copy of one notice (document and recipient): a duplicate is one message. */
  messageId: string;
  /** Where to read it: the documents page. */
  url: string;
}

export interface MailSender {
  send(message: NoticeMessage): Promise<void>;
  close(): void;
}

/** The documents page, where a notice sends its reader. */
export const documentsPageUrl = (publicUrl: string): string =>
  `${publicUrl.replace(/\/+$/, '')}${PATHS.myDocuments}`;

/**
 * The Message-ID of the notice of `documentId` to `henro`: stable, so that a notice sent again
 * after a crash (between the mail server's acceptance and our record of it) is a duplicate the
 * receiving side can drop; the person's id only as a digest.
 */
export function noticeMessageId(documentId: string, henro: string, domain: string): string {
  const recipient = createHash('sha256').update(henro).digest('hex').slice(0, 16);
  return `<notice.${documentId}.${recipient}@${domain}>`;
}

/** The address part of a From such as `Kela <noreply@kela.example>`. */
export function fromAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

/** What nodemailer is given for a notice: text only, in the reader's language. */
export function composeNotice(message: NoticeMessage, fromAddressValue: string) {
  const { language } = message;
  return {
    from: { name: t(language, NOTICE_TEXT_CODES.sender), address: fromAddressValue },
    to: { name: message.name, address: message.address },
    subject: t(language, NOTICE_TEXT_CODES.subject),
    text: t(language, NOTICE_TEXT_CODES.body, { name: message.name, url: message.url }),
    messageId: message.messageId,
    headers: {
      // RFC 3834: a machine wrote it; an auto-responder must not answer it.
      'Auto-Submitted': 'auto-generated',
      'Content-Language': language,
    },
  };
}

export interface SmtpSettings {
  /** `smtp://user:password@host:587` or `smtps://…`. */
  smtpUrl: string;
  /** The address notices come from (MAIL_FROM). */
  from: string;
}

/** nodemailer over SMTP; a refusal (4xx, 5xx) or an unreachable server throws (the job retries). */
export function smtpSender({ smtpUrl, from }: SmtpSettings): MailSender {
  // The URL's settings win over these defaults (nodemailer's SMTP transport reads `url`).
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as SMTPTransport.Options);
  const address = fromAddress(from);
  return {
    async send(message) {
      await transport.sendMail(composeNotice(message, address));
    },
    close: () => transport.close(),
  };
}
