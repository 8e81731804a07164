import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useStores } from '../../app/StoreContext.tsx';
import { AlertIcon } from '../../ui/Icons.tsx';

type ListSectionProps = {
  /** The section's name in data-section and the id of its title. */
  readonly name: string;
  readonly title: string;
  readonly intro: string;
  readonly loading: string;
  readonly failed: string;
  readonly children: ReactNode;
};

/**
 * A list of the home page with its title, shown while the home view loads (a skeleton), when it failed (a
 * short message: the booth list above offers the retry) and once loaded (the list, with its own empty state).
 */
export const HomeListSection = observer(function HomeListSection({
  name,
  title,
  intro,
  loading,
  failed,
  children,
}: ListSectionProps) {
  const { home } = useStores();
  const titleId = `${name}-title`;
  return (
    <section className="section" aria-labelledby={titleId} data-section={name}>
      <div className="section-head">
        <h2 id={titleId} className="section-title">
          {title}
        </h2>
        <p className="section-intro">{intro}</p>
      </div>
      {home.state === 'loaded' ? (
        children
      ) : home.state === 'error' ? (
        <SectionError text={failed} />
      ) : (
        <SectionSkeleton label={loading} />
      )}
    </section>
  );
});

function SectionSkeleton({ label }: { label: string }) {
  return (
    <div className="section-skeleton" aria-busy="true">
      <p className="sr-only" role="status">
        {label}
      </p>
      <span className="skeleton-line skeleton-line-wide" aria-hidden="true" />
      <span className="skeleton-line" aria-hidden="true" />
    </div>
  );
}

function SectionError({ text }: { text: string }) {
  return (
    <p className="section-error">
      <AlertIcon className="section-error-icon" />
      {text}
    </p>
  );
}

/** The show-all / show-less toggle of a list that first shows a few entries (spec: exhibitor-area §2 Home, §9). */
export function ShowAllToggle({
  listId,
  showingAll,
  total,
  onToggle,
}: {
  listId: string;
  showingAll: boolean;
  total: number;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button button-secondary toggle-more"
      aria-expanded={showingAll}
      aria-controls={listId}
      onClick={onToggle}
    >
      {showingAll ? t('common.showLess') : t('common.showAll', { count: total })}
    </button>
  );
}
