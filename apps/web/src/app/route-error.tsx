import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorFallback } from './error-fallback.tsx';
import { reportClientError } from './report-client-error.ts';

/**
 * The router's own error element, for a crash in the layout itself (route screens are caught
 * earlier by the ErrorBoundary inside the layout). Navigating to the same place clears it.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    void reportClientError(error);
  }, [error]);

  return (
    <main className="min-h-dvh px-4">
      <ErrorFallback
        onRetry={() =>
          void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true })
        }
      />
    </main>
  );
}
