import { useQuery } from '@tanstack/react-query';
import { API_BASE_URL, api, requireData } from '../../../lib/api-client.ts';
import type { Payment } from '../types.ts';

/** The client adds the `/api/v1` base itself; the server hands out full paths. */
function apiPath(url: string): string {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  return path.startsWith(API_BASE_URL) ? path.slice(API_BASE_URL.length) : path;
}

/**
 * GET {qr_image_url}: the QR as a PNG blob. An <img src> would not carry the bearer token, so the
 * image is fetched here and shown through an object URL.
 */
export function useQrImage(qrImageUrl: string | null) {
  return useQuery({
    queryKey: ['payments', 'qr-image', qrImageUrl ?? ''],
    queryFn: async () =>
      requireData(await api.get<Blob>(apiPath(qrImageUrl ?? ''), { responseType: 'blob' })),
    enabled: Boolean(qrImageUrl),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /proxy/download-qr, saved as a PNG file by the browser. */
export async function downloadQrImage(
  payment: Pick<Payment, 'paymentId' | 'paymentCode' | 'qrImageUrl'>,
): Promise<void> {
  if (!payment.qrImageUrl) return;
  const blob = requireData(
    await api.post<Blob>(
      '/proxy/download-qr',
      { qrUrl: payment.qrImageUrl, paymentId: payment.paymentId },
      { responseType: 'blob' },
    ),
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `duangdee-promptpay-${payment.paymentCode}.png`;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: let go of it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
