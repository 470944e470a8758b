import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, requireData } from '../../../lib/api-client.ts';

/** `GET /user/pdpa-consent`, camelCased by the client. */
export interface PdpaConsentStatus {
  consentGiven: boolean;
  consentAt: string | null;
  /** When it was last given or withdrawn; null when never decided. */
  decidedAt: string | null;
  policyVersion: string | null;
  acceptTerms: boolean;
  acceptMarketing: boolean;
}

export const pdpaConsentKey = ['user', 'pdpa-consent'] as const;

/** Where the signed-in user's PDPA consent stands. */
export function usePdpaConsent(enabled: boolean) {
  return useQuery({
    queryKey: pdpaConsentKey,
    queryFn: async () => requireData(await api.get<PdpaConsentStatus>('/user/pdpa-consent')),
    enabled,
  });
}

/**
 * `POST /user/pdpa-consent`: gives (`true`) or withdraws (`false`) the consent, the same call
 * either way. Only the PDPA consent is sent, so terms and marketing stay as they were (the
 * server withdraws marketing with it).
 */
export function useDecidePdpaConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (consent: boolean) =>
      requireData(
        await api.post<{ consentGiven: boolean; consentAt: string | null }>('/user/pdpa-consent', {
          acceptPdpa: consent,
          consentSource: 'privacy-settings',
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: pdpaConsentKey }),
  });
}
