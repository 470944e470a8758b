import { useEffect, useState } from 'react';

/**
 * How long a replaced object URL stays valid: the image showing it is re-rendered with the new
 * URL first, so the browser never asks for a URL already revoked (a console error, a broken
 * image for a frame).
 */
const REVOKE_AFTER_MS = 1000;

/** An object URL for a blob (a fetched image, a chosen file), released after it changes. */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!blob || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      setTimeout(() => URL.revokeObjectURL(next), REVOKE_AFTER_MS);
    };
  }, [blob]);

  return url;
}
