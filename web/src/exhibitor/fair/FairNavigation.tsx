import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { sharedByOf } from '../../api/teamApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { PlusIcon } from '../../ui/Icons.tsx';
import { SharedBadge } from '../../ui/SharedBadge.tsx';
import type { FairPageStore } from './FairPageStore.ts';

/**
 * The left fair navigation (exhibitor-area §2 Fair page): the user's booths at this fair, the current one
 * marked, and those shared with the user by their holder; on `new` an extra "new booth" entry, marked.
 */
export const FairNavigation = observer(function FairNavigation({ page }: { page: FairPageStore }) {
  const { home, session } = useStores();
  const { t } = useTranslation();
  const language = session.language;
  const entry = home.fairNavigation.find((fair) => fair.idCode === page.fairCode);
  const fairName =
    entry?.displayName[language] ?? (page.view && page.view.fair.displayName[page.view.language]) ?? page.fairCode;

  return (
    <nav className="fair-nav" aria-label={t('fair.navigation.label', { fair: fairName })}>
      <p className="fair-nav-title">{fairName}</p>
      <ul className="fair-nav-list">
        {(entry?.booths ?? []).map((booth) => {
          const current = booth.regiNr === page.booth;
          const sharedBy = sharedByOf(booth);
          return (
            <li key={booth.regiNr}>
              <Link
                to={`/fair/${encodeURIComponent(page.fairCode)}/${encodeURIComponent(booth.regiNr)}`}
                className={current ? 'fair-nav-link fair-nav-link-current' : 'fair-nav-link'}
                aria-current={current ? 'page' : undefined}
              >
                <span className="fair-nav-booth">{booth.label[language]}</span>
                <span className="fair-nav-regi">{t('booth.registrationNumber', { regiNr: booth.regiNr })}</span>
                {sharedBy && <SharedBadge sharedBy={sharedBy} className="fair-nav-shared" />}
              </Link>
            </li>
          );
        })}
        {page.isNew && (
          <li>
            <Link
              to={`/fair/${encodeURIComponent(page.fairCode)}/new`}
              className="fair-nav-link fair-nav-link-current"
              aria-current="page"
            >
              <span className="fair-nav-booth">
                <PlusIcon className="fair-nav-icon" />
                {t('fair.navigation.newBooth')}
              </span>
            </Link>
          </li>
        )}
      </ul>
      {!page.isNew && (entry?.booths.length ?? 0) === 0 && (
        <p className="fair-nav-empty">{t('fair.navigation.empty')}</p>
      )}
    </nav>
  );
});
