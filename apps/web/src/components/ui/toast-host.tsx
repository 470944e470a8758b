import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { TOAST_ERROR_MS, TOAST_MAX_VISIBLE, TOAST_SUCCESS_MS } from '../../config/ui-timing.ts';

/**
 * Toasts start below the sticky app header (60 px tall), so a toast never covers the balance chip
 * or the settings button at the top right.
 */
const TOAST_TOP_PX = 72;

/** Toasts at the top right (spec §2), never more than 20 on screen (spec §9). */
export function ToastHost() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    // Newest first: everything past the limit is the oldest, so it goes.
    toasts
      .filter((item) => item.visible)
      .slice(TOAST_MAX_VISIBLE)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);

  return (
    <Toaster
      position="top-right"
      containerStyle={{ top: TOAST_TOP_PX }}
      toastOptions={{
        className: 'font-sans',
        success: { duration: TOAST_SUCCESS_MS },
        error: { duration: TOAST_ERROR_MS },
        loading: { duration: Number.POSITIVE_INFINITY },
      }}
    />
  );
}
