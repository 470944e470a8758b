import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, requireData } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** Where a slip's image is served to an admin (an authenticated route: fetched with the token). */
export function slipImagePath(paymentId: string, slipId: string): string {
  return `/admin/payments/${encodeURIComponent(paymentId)}/slips/${encodeURIComponent(slipId)}/image`;
}

/** The slip image as a blob: URL for an <img>, revoked when the slip leaves the screen. */
export function useSlipImage(paymentId: string, slipId: string) {
  const query = useQuery({
    queryKey: adminKeys.slipImage(paymentId, slipId),
    queryFn: async () =>
      requireData(await api.get<Blob>(slipImagePath(paymentId, slipId), { responseType: 'blob' })),
    enabled: slipId !== '',
    staleTime: Infinity,
    retry: false,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const next = URL.createObjectURL(query.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [query.data]);
  return { url, isError: query.isError, isLoading: query.isLoading };
}
