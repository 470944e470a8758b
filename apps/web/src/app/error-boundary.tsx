import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback.tsx';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this changes (e.g. the route), a shown error is cleared. */
  resetKey?: unknown;
  /** Where a crash is reported; defaults to the server's client-error log. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Defaults to reloading the page. */
  onReload?: () => void;
}

interface ErrorBoundaryState {
  hasError: boolean;
}

/** Catches render crashes below it, reports them once and offers reload / try again. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (this.props.onError) this.props.onError(error, info);
    else {
      // The reporter (and the API client it sends with) is fetched only once something crashed;
      // the page it crashed on is taken now.
      const route = window.location.pathname;
      void import('./report-client-error.ts').then(({ reportClientError }) =>
        reportClientError(error, route),
      );
    }
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = (): void => {
    this.setState({ hasError: false });
  };

  override render(): ReactNode {
    return this.state.hasError ? (
      <ErrorFallback onRetry={this.reset} onReload={this.props.onReload} />
    ) : (
      this.props.children
    );
  }
}
