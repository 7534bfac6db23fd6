/**
 * Sending a notice by SMS. No SMS gateway exists here, so the one transport is a logging one: it
 * writes that an SMS would go out (to a number's last digits only) and what it says. A deployment
 * plugs in its operator's gateway by giving main.ts another `SmsSender` (README.md, Notices).
 */
import { t, type Language } from '../../texts/index.ts';
import { NOTICE_TEXT_CODES } from './mail.ts';

export interface SmsMessage {
  phone: string;
  language: Language;
  url: string;
  /** The same for every copy of one notice, for a gateway that deduplicates. */
  messageId: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export const smsText = (message: SmsMessage): string =>
  t(message.language, NOTICE_TEXT_CODES.sms, { url: message.url });

/** Logs each SMS instead of sending it: `info` with the text, the number's last three digits. */
export function loggingSmsSender(log: (fields: Record<string, unknown>, line: string) => void): SmsSender {
  return {
    async send(message) {
      log(
        {
          to: `…${message.phone.slice(-3)}`,
          language: message.language,
          messageId: message.messageId,
          text: smsText(message),
        },
        'SMS notice (logging transport: no SMS gateway configured)',
      );
    },
  };
}
