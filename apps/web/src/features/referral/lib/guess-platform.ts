/** Where a visitor through an invite link came from (spec §7 "Referral"). */
export type ReferralPlatform =
  'line' | 'facebook' | 'twitter' | 'instagram' | 'whatsapp' | 'unknown';

/**
 * Each platform's in-app browser (user agent) and sites (referrer host). Instagram's in-app
 * browser names Facebook's too, so it is checked first.
 */
const PLATFORMS: ReadonlyArray<{
  platform: Exclude<ReferralPlatform, 'unknown'>;
  agent: RegExp;
  site: RegExp;
}> = [
  { platform: 'instagram', agent: /\bInstagram\b/i, site: /(^|\.)instagram\.com$/i },
  { platform: 'line', agent: /\bLine\//i, site: /(^|\.)line\.(me|naver\.jp)$/i },
  {
    platform: 'facebook',
    agent: /\b(FBAN|FBAV|FB_IAB|FBIOS|Messenger)\b/i,
    site: /(^|\.)(facebook\.com|fb\.com|fb\.me|messenger\.com)$/i,
  },
  {
    platform: 'twitter',
    agent: /\bTwitter(Android)?\b/i,
    site: /(^|\.)(twitter\.com|t\.co|x\.com)$/i,
  },
  { platform: 'whatsapp', agent: /\bWhatsApp\b/i, site: /(^|\.)(whatsapp\.com|wa\.me)$/i },
];

function hostOf(referrer: string): string {
  try {
    return new URL(referrer).hostname;
  } catch {
    return '';
  }
}

/** Guesses the platform from the browser's user agent, then the page's referrer. */
export function guessPlatform(referrer: string, userAgent: string): ReferralPlatform {
  for (const { platform, agent } of PLATFORMS) if (agent.test(userAgent)) return platform;
  const host = hostOf(referrer);
  if (host) for (const { platform, site } of PLATFORMS) if (site.test(host)) return platform;
  return 'unknown';
}
