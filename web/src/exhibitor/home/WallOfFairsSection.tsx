import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/react.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';
import type { HomePageStore } from './HomePageStore.ts';
import { HomeListSection } from './HomeListSection.tsx';

/** Other interesting fairs: the wall's logos, each linked in the page's language (spec: exhibitor-area §2 Home, §5). */
export const WallOfFairsSection = observer(function WallOfFairsSection({ page }: { page: HomePageStore }) {
  const { t } = useTranslation();
  const entries = page.wallEntries;

  return (
    <HomeListSection
      name="wall"
      title={t('home.wall.title')}
      intro={t('home.wall.intro')}
      loading={t('home.wall.loading')}
      failed={t('home.wall.loadFailed')}
    >
      {entries.length === 0 ? (
        <p className="empty-state">{t('home.wall.empty')}</p>
      ) : (
        <ul className="logo-wall">
          {entries.map((entry) => (
            <li key={entry.id} data-wall-entry={entry.id}>
              <SmartLink href={entry.url} className="logo-tile">
                {/* Below the fold: fetched, decoded and painted when scrolled near, not during the first load. */}
                <img src={entry.logo} alt={entry.name} loading="lazy" decoding="async" />
              </SmartLink>
            </li>
          ))}
        </ul>
      )}
    </HomeListSection>
  );
});
