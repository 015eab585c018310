import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRODUCT_NAME } from '#shared/product.ts';
import type { Logger } from './logger.ts';

export interface PhoneCodeMessage {
  /** The number in E.164 form, e.g. +447700900123. */
  to: string;
  /** The one-time code alone (tests and providers with templates use it). */
  code: string;
  /** The whole text message. */
  text: string;
}

/**
 * Sends one-time codes to phones (the phone second factor). Plug an SMS provider in by implementing this
 * interface and passing it to createApp as `phoneCodeSender` (see docs/phone-codes.md).
 */
export interface PhoneCodeSender {
  readonly kind: string;
  send(message: PhoneCodeMessage): Promise<void>;
}

export function phoneCodeText(code: string): string {
  return `${code} is your ${PRODUCT_NAME} verification code. It expires in 3 minutes.`;
}

/** The default: each text is written to `outboxDir` as a .txt file and logged (no SMS provider). */
export function outboxPhoneCodeSender(outboxDir: string, logger: Logger): PhoneCodeSender {
  return {
    kind: 'outbox',
    async send({ to, text }) {
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replaceAll(':', '-')}-sms-${randomBytes(4).toString('hex')}.txt`;
      await writeFile(path.join(outboxDir, name), `To: ${to}\n\n${text}\n`);
      logger.info({ to, file: name }, 'phone code written to the outbox');
    },
  };
}

/** Without a folder (e.g. an API-only app in a test): nothing is delivered; the log says so, without the code. */
export function loggingPhoneCodeSender(logger: Logger): PhoneCodeSender {
  return {
    kind: 'log',
    send({ to }) {
      logger.warn({ to }, 'phone code not delivered: no SMS provider and no outbox folder');
      return Promise.resolve();
    },
  };
}
