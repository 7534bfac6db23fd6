/**
 * The error boundary around the routes (SPEC §8: 'Sorry.. there was an error', in the register as
 * fi/sv texts). A page that throws while rendering shows the message instead, and the error goes
 * to the server's log (`api.logError`). Moving to another path (`resetKey`) tries again.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from '../routing/Link.tsx';
import { t, type Language } from '../../texts/index.ts';
import { api } from '../api/client.ts';
import { LAYOUT_CODES } from '../layout/codes.ts';
import { usePageTitle } from '../shell.tsx';

export const ERROR_BOUNDARY_OPERATION = 'ErrorBoundary';

export interface ErrorBoundaryProps {
  language: Language;
  /** When it changes (the path), a shown error is cleared and the children rendered again. */
  resetKey: string;
  children: ReactNode;
  /** Wrap the message in a `main` (a boundary outside the layout). */
  standalone?: boolean;
}

interface ErrorBoundaryState {
  failed: boolean;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (error instanceof Error && info.componentStack)
      error.stack = `${error.stack ?? error.message}\nComponent stack:${info.componentStack}`;
    void api.logError(ERROR_BOUNDARY_OPERATION, error);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const message = <ErrorMessage language={this.props.language} />;
    return this.props.standalone ? <main className="portal-main">{message}</main> : message;
  }
}

function ErrorMessage({ language }: { language: Language }) {
  const title = t(language, LAYOUT_CODES.errorTitle);
  usePageTitle(title);
  return (
    <div role="alert" className="portal-error">
      <h1>{title}</h1>
      <p>{t(language, LAYOUT_CODES.errorBody)}</p>
      <p>
        <Link to="/">{t(language, LAYOUT_CODES.backToFront)}</Link>
      </p>
    </div>
  );
}
