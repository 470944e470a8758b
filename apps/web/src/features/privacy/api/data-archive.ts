import { api, requireData } from '../../../lib/api-client.ts';

/** A zip of many photos takes a while to stream on a slow phone connection. */
const ARCHIVE_TIMEOUT_MS = 5 * 60_000;

/**
 * `GET /user/data-export/archive`: everything kept about the user as one zip (`data.json`, the
 * palm photos and payment slips), saved by the browser as a download.
 */
export async function downloadDataArchive(): Promise<void> {
  const blob = requireData(
    await api.get<Blob>('/user/data-export/archive', {
      responseType: 'blob',
      timeoutMs: ARCHIVE_TIMEOUT_MS,
      maxRetries: 0,
    }),
  );
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `duangdee-my-data-${new Date().toISOString().slice(0, 10)}.zip`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
