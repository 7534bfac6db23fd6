/**
 * `GET /api/mock/mail` (mock mode only, the contract's `mockMailbox`): what the embedded mail
 * catcher received, newest first, each message parsed (mailparser) into its recipients, subject,
 * language and text, for the portal's test mailbox page (`/testiposti`), so that a newcomer can
 * follow a notice from the staff's decision to the landlord's inbox on one machine.
 */
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { operations, type MockMailbox } from '../../api/contract.ts';
import { isLanguage } from '../../texts/index.ts';
import { registerOperation } from '../api/register.ts';
import type { CaughtMail, MailCatcher } from './mailCatcher.ts';

type MailboxMessage = MockMailbox['messages'][number];

/** Parsed once: the catcher's messages never change. */
const parsedOf = new WeakMap<CaughtMail, Promise<MailboxMessage>>();

async function parse(mail: CaughtMail): Promise<MailboxMessage> {
  const parsed = await simpleParser(mail.raw);
  const language = parsed.headers.get('content-language');
  return {
    received: mail.received.toISOString(),
    to: mail.to,
    subject: parsed.subject ?? '',
    language: typeof language === 'string' && isLanguage(language) ? language : null,
    text: parsed.text ?? '',
    messageId: parsed.messageId ?? null,
  };
}

export function registerMockMailbox(app: FastifyInstance, catcher: MailCatcher | null): void {
  registerOperation(app, operations.mockMailbox, async () => {
    if (!catcher) return { catching: false, messages: [] };
    const messages = await Promise.all(
      [...catcher.messages].reverse().map((mail) => {
        let parsed = parsedOf.get(mail);
        if (!parsed) parsedOf.set(mail, (parsed = parse(mail)));
        return parsed;
      }),
    );
    return { catching: true, messages };
  });
}
