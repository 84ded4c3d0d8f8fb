import type { ReactNode } from 'react';
import { Spinner } from './spinner';
import './loading.css';

interface LoadingProps {
  loading: boolean;
  children: ReactNode;
}

/**
 * Content that dims under a spinner while it reloads, as antd's Spin around it does (loading.css): it
 * stays in place, cannot be clicked, and is marked busy for screen readers until it has loaded.
 */
export function Loading({ loading, children }: LoadingProps) {
  return (
    <div
      className={loading ? 'plain-loading plain-loading--on' : 'plain-loading'}
      aria-live="polite"
      aria-busy={loading}
    >
      {loading ? (
        <div className="plain-loading__spinner">
          <Spinner size="medium" />
        </div>
      ) : null}
      <div className="plain-loading__content">{children}</div>
    </div>
  );
}
