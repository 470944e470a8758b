import type { FastifyBaseLogger } from 'fastify';
import { desc } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { devOutbox } from '../db/schema/identity.ts';
import { AppError } from './app-error.ts';

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

/**
 * How long a sign-in waits on the mail server. nodemailer's defaults (two minutes to connect, ten
 * of silence) would hold the request long after the user gave up.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

/**
 * An SMTP failure as the client should hear it: MAIL_REJECTED when the server refused this
 * message or address for good (a 5xx to the envelope or the data; sending again will not help),
 * MAIL_UNAVAILABLE for everything else (unreachable, timed out, a temporary 4xx, a refused login,
 * an answer that is not SMTP), which may pass.
 */
export function mailFailure(error: unknown): AppError {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const temporary = typeof responseCode === 'number' && responseCode >= 400 && responseCode < 500;
  const refused = (code === 'EENVELOPE' || code === 'EMESSAGE') && !temporary;
  return new AppError(refused ? 'MAIL_REJECTED' : 'MAIL_UNAVAILABLE', undefined, undefined, {
    cause: error,
  });
}

/** SMTP through nodemailer when SMTP_URL is set; nodemailer loads with the first message. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  let transport: Promise<Transporter> | null = null;
  const connect = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }),
    ));
  return {
    kind: 'smtp',
    async send(message) {
      try {
        await (await connect()).sendMail({ from, ...message });
      } catch (error) {
        throw mailFailure(error);
      }
    },
    async close() {
      (await transport)?.close();
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
