import type { NewConsent } from './repo.ts';

export const CONSENT_PURPOSES = ['pdpa', 'terms', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number] | `cookies:${string}`;

export interface ConsentContext {
  policyVersion: string;
  source: string;
  ipHash: string | null;
  userAgent: string | null;
}

/** Rows for the append-only consent log, one per purpose decided. */
export function consentRows(
  subjectId: string,
  decisions: Partial<Record<ConsentPurpose, boolean | undefined>>,
  context: ConsentContext,
): NewConsent[] {
  return Object.entries(decisions)
    .filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean')
    .map(([purpose, granted]) => ({
      subjectId,
      purpose,
      granted,
      policyVersion: context.policyVersion,
      source: context.source,
      ipHash: context.ipHash,
      userAgent: context.userAgent?.slice(0, 500) ?? null,
    }));
}
