import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ERROR_MESSAGES } from '#shared/error-messages.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';

interface BoundaryProps {
  children: ReactNode;
  /** A change (a navigation) clears a caught error: the next page draws afresh. */
  resetKey: string;
}

interface BoundaryState {
  error: Error | null;
  resetKey: string;
}

/** React catches render errors only in a class component (it reports them itself: console.error). */
class AreaBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <LoadError
        page
        message={ERROR_MESSAGES.renderFailed}
        onRetry={() => this.setState({ error: null })}
      />
    );
  }
}

/**
 * A route area's error boundary: a render error below it shows the friendly message with Retry in place of
 * the area's content, while the header, navigation and footer around it keep working. Retry draws the area
 * again; a navigation clears the error too.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <AreaBoundary resetKey={location.key}>{children}</AreaBoundary>;
}
