import { startTransition, useEffect, useState } from 'react';

/** `GET /feed/daily/{date}` as the card reads it (camelCased from the wire). */
export interface ServerDailyFortune {
  date: string;
  thaiDate: string;
  weekday: string;
  weekdayId: string;
  colourOfDay: { name: string; hex: string };
  colors: { lucky: string[]; avoid: string[] };
  reading: string;
  tips: string[];
  personalized: boolean;
  birthWeekday: string | null;
  yearNote: string | null;
  language: 'th' | 'en';
}

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** Today in Thailand (Asia/Bangkok, no daylight saving), `YYYY-MM-DD`. */
export function bangkokToday(now = new Date()): string {
  return new Date(now.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The day's fortune written by the server, for the caller when they are signed in. The API client
 * is fetched with it, not with the first paint: the home page draws its own card first.
 */
export async function fetchDailyFortune(
  date: string,
  language: string,
): Promise<ServerDailyFortune> {
  const { api, requireData } = await import('../../../lib/api-client.ts');
  return requireData(
    await api.get<ServerDailyFortune>(`/feed/daily/${date}`, {
      query: { lang: language === 'en' ? 'en' : 'th' },
      priority: 1,
    }),
  );
}

/**
 * The server's fortune of `date` once it arrives, or null meanwhile (and when it cannot be had:
 * the card the app drew itself stays). No data cache here: this runs on the first path.
 */
export function useDailyFortune(date: string, language: string): ServerDailyFortune | null {
  const [fortune, setFortune] = useState<ServerDailyFortune | null>(null);
  useEffect(() => {
    let live = true;
    fetchDailyFortune(date, language).then(
      (data) => {
        // A transition: the card is drawn again in slices a tap can come between, not in one
        // long task while the phone is still starting the app.
        if (live) startTransition(() => setFortune(data));
      },
      () => {
        // Offline or refused: keep the card drawn from the catalogue.
      },
    );
    return () => {
      live = false;
    };
  }, [date, language]);
  return fortune && fortune.date === date ? fortune : null;
}
