import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useStores } from '../../app/StoreContext.tsx';
import { AlertIcon } from '../../ui/Icons.tsx';

/**
 * A list of the home page while the home view loads (a skeleton), when it failed (a short message: the
 * booth list above offers the retry) and once loaded (the list, which shows its own empty state).
 */
export const SectionState = observer(function SectionState({ loading, failed, children }: { loading: string; failed: string; children: ReactNode }) {
  const { home } = useStores();
  switch (home.state) {
    case 'idle':
    case 'loading':
      return (
        <div className="section-skeleton" aria-busy="true">
          <p className="sr-only" role="status">
            {loading}
          </p>
          <span className="skeleton-line skeleton-line-wide" aria-hidden="true" />
          <span className="skeleton-line" aria-hidden="true" />
        </div>
      );
    case 'error':
      return (
        <p className="section-error">
          <AlertIcon className="section-error-icon" />
          {failed}
        </p>
      );
    case 'loaded':
      return <>{children}</>;
  }
});
