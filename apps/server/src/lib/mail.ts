import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from './config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * What makes this message one: the mail worker gives its outbox row (`outbox-<id>.<written>`).
   * The message goes out with a Message-ID made from it, so that a message sent again (its
   * worker stopped after the SMTP server took it and before the row was marked sent) is the same
   * message to the receiving servers and mail clients, which show it once.
   */
  key?: string;
}

/** `<key@domain of MAIL_FROM>`, the Message-ID of a message with a key. */
export function messageIdOf(key: string, mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  const domain = address.includes('@') ? address.slice(address.lastIndexOf('@') + 1) : 'localhost';
  return `<${key}@${domain.trim() || 'localhost'}>`;
}

/** How a message leaves: the mail worker hands each outbox row to one (see features/mail). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): void | Promise<void>;
}

const SMTP_DEFAULTS = {
  pool: 'true',
  maxConnections: '3',
  connectionTimeout: '15000',
  greetingTimeout: '15000',
  socketTimeout: '45000',
};

/** The SMTP URL with the transport's defaults as query options, unless the URL sets them. */
function smtpUrlWithDefaults(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(SMTP_DEFAULTS))
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * Real SMTP when `SMTP_URL` is set (a few pooled connections; a server that stops answering fails
 * the send in under a minute, well within the mail worker's lease); otherwise each message is
 * written to `DATA_DIR/outbox`.
 */
export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'outboxDir'>,
  log: FastifyBaseLogger,
): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(smtpUrlWithDefaults(config.SMTP_URL));
    return {
      async send({ key, ...message }) {
        await transport.sendMail({
          from: config.MAIL_FROM,
          ...message,
          ...(key ? { messageId: messageIdOf(key, config.MAIL_FROM) } : {}),
        });
      },
      close: () => transport.close(),
    };
  }
  return {
    async send({ key, ...message }) {
      await fs.mkdir(config.outboxDir, { recursive: true });
      const name = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`;
      const file = path.join(config.outboxDir, name);
      // Written aside and renamed: whoever reads the folder never sees half a file.
      await fs.writeFile(
        `${file}.part`,
        JSON.stringify(
          {
            from: config.MAIL_FROM,
            date: new Date().toISOString(),
            ...(key ? { message_id: messageIdOf(key, config.MAIL_FROM) } : {}),
            ...message,
          },
          null,
          2,
        ),
      );
      await fs.rename(`${file}.part`, file);
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
}
