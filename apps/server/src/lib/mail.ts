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
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Real SMTP when `SMTP_URL` is set; otherwise each message is written to `DATA_DIR/outbox`. */
export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'outboxDir'>,
  log: FastifyBaseLogger,
): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(message) {
        await transport.sendMail({ from: config.MAIL_FROM, ...message });
      },
    };
  }
  return {
    async send(message) {
      await fs.mkdir(config.outboxDir, { recursive: true });
      const name = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`;
      const file = path.join(config.outboxDir, name);
      await fs.writeFile(
        file,
        JSON.stringify(
          { from: config.MAIL_FROM, date: new Date().toISOString(), ...message },
          null,
          2,
        ),
      );
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
}
