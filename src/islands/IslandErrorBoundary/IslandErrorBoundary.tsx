import { Component, type ErrorInfo, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { islandError } from '../../content/islandError';
import styles from './IslandErrorBoundary.module.scss';

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** The error the layout's error box shows: the spec's heading, then the error's message. */
function ErrorMessage({ error }: { error: Error }): ReactNode {
  return (
    <div role="alert" className={styles['message']}>
      <p className={styles['title']}>{islandError.title}</p>
      <p>{error.message}</p>
    </div>
  );
}

/**
 * Wraps an island so a rendering error shows "Unexpected Application Error!" and the message
 * in the layout's error box (#error-box) instead of a blank hole; the rest of the page stays.
 */
export class IslandErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const box = typeof document === 'undefined' ? null : document.getElementById('error-box');
    return box ? createPortal(<ErrorMessage error={error} />, box) : <ErrorMessage error={error} />;
  }
}
