import { z } from 'zod';
import { sanitizedText } from './sanitize.ts';

/**
 * The support form: a question to the team (a ticket). Anyone may write; an anonymous writer
 * gives the e-mail to answer, a signed-in user is answered in the app (a notification) and sees
 * their tickets and the answers on `/support`.
 */

export const SUPPORT_CATEGORIES = ['coins', 'payment', 'reading', 'account', 'other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

export const SUPPORT_TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

/** Lengths in characters, after trimming (the web form checks the same numbers). */
export const SUPPORT_SUBJECT_MIN = 3;
export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 4000;
export const SUPPORT_ANSWER_MAX = 4000;
/** Tickets one client may send in an hour. */
export const SUPPORT_TICKETS_PER_HOUR = 5;

const text = (min: number, max: number) =>
  sanitizedText(max).pipe(z.string().min(min, `at least ${min} characters`));

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'valid e-mail required' }));

/**
 * `POST /support/tickets`. `email` is required without a sign-in (the server says so with a
 * 400 on `email`); signed in, the account's address is used and this one is ignored.
 */
export const createSupportTicketBodySchema = z.object({
  subject: text(SUPPORT_SUBJECT_MIN, SUPPORT_SUBJECT_MAX),
  message: text(SUPPORT_MESSAGE_MIN, SUPPORT_MESSAGE_MAX),
  category: z.enum(SUPPORT_CATEGORIES),
  email: email.optional(),
});
export type CreateSupportTicketBody = z.infer<typeof createSupportTicketBodySchema>;

export const supportTicketCreatedSchema = z.object({
  ticket_id: z.uuid(),
  status: z.enum(SUPPORT_TICKET_STATUSES),
});
export type SupportTicketCreated = z.infer<typeof supportTicketCreatedSchema>;

export const supportTicketsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(20),
});

/** A ticket as its writer sees it, with the team's answer once there is one. */
export const supportTicketSchema = z.object({
  id: z.uuid(),
  category: z.enum(SUPPORT_CATEGORIES),
  subject: z.string(),
  message: z.string(),
  status: z.enum(SUPPORT_TICKET_STATUSES),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

/** In the PDPA data export: every ticket of the account and of the guests carried into it. */
export const exportedSupportTicketSchema = supportTicketSchema.extend({
  email: z.string().nullable(),
  written_as: z.enum(['account', 'guest']),
});
