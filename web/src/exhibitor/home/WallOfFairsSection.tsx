import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SmartLink } from '../../ui/SmartLink.tsx';
import type { HomePageStore } from './HomePageStore.ts';
import { SectionState } from './SectionState.tsx';

/** Other interesting fairs: the wall's logos, each linked in the page's language (spec: exhibitor-area §2 Home, §5). */
export const WallOfFairsSection = observer(function WallOfFairsSection({ page }: { page: HomePageStore }) {
  const { t } = useTranslation();
  const entries = page.wallEntries;

  return (
    <section className="section" aria-labelledby="wall-title" data-section="wall">
      <div className="section-head">
        <h2 id="wall-title" className="section-title">
          {t('home.wall.title')}
        </h2>
        <p className="section-intro">{t('home.wall.intro')}</p>
      </div>
      <SectionState loading={t('home.wall.loading')} failed={t('home.wall.loadFailed')}>
        {entries.length === 0 ? (
          <p className="empty-state">{t('home.wall.empty')}</p>
        ) : (
          <ul className="logo-wall">
            {entries.map((entry) => (
              <li key={entry.id} data-wall-entry={entry.id}>
                <SmartLink href={entry.url} className="logo-tile">
                  <img src={entry.logo} alt={entry.name} />
                </SmartLink>
              </li>
            ))}
          </ul>
        )}
      </SectionState>
    </section>
  );
});
