import type { FastifyBaseLogger } from 'fastify';
import { desc } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { devOutbox } from '../db/schema/identity.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  kind: 'smtp' | 'dev-outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** SMTP through nodemailer when SMTP_URL is set. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}

/** Development without SMTP: mail is logged and kept in the dev outbox table. */
export function createDevOutboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'dev-outbox',
    async send(message) {
      log.info({ to: message.to, subject: message.subject }, 'mail kept in the dev outbox');
      await db.insert(devOutbox).values(message);
    },
    async close() {},
  };
}

export async function listDevOutbox(db: Db, limit = 50) {
  const rows = await db.select().from(devOutbox).orderBy(desc(devOutbox.id)).limit(limit);
  return {
    items: rows.map((r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      text: r.text,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
