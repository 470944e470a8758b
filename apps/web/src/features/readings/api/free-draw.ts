import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';
import { rememberAnswer } from '../../../lib/remember-answer.ts';
import type { DrawnStick } from '../types.ts';

const FREE_DRAW_PATH = '/fortune/love-sticks/free-draw';

export interface FreeDrawToday {
  /** Whether today's free draw (Thai calendar day) is still to be drawn. */
  available: boolean;
  /** Today's slip once drawn, so a reload shows it again. */
  today: DrawnStick | null;
}

export const freeDrawKey = ['readings', 'free-draw'] as const;

/** GET /fortune/love-sticks/free-draw: a visitor's free เซียมซี of today (guest session). */
export function useFreeDrawToday(enabled: boolean) {
  return useQuery({
    queryKey: freeDrawKey,
    queryFn: async () => requireData(await api.get<FreeDrawToday>(FREE_DRAW_PATH)),
    enabled,
    retry: false,
  });
}

/** POST /fortune/love-sticks/free-draw: the server draws today's free slip, once. */
export function useFreeDraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (question: string | undefined) =>
      requireData(
        await api.post<DrawnStick>(FREE_DRAW_PATH, question ? { question } : {}, {
          maxRetries: 0,
        }),
      ),
    onSuccess: (today) =>
      rememberAnswer<FreeDrawToday>(queryClient, freeDrawKey, { available: false, today }),
    onError: () => queryClient.invalidateQueries({ queryKey: freeDrawKey }),
  });
}
