import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useStores } from '../../app/StoreContext.tsx';
import { AddBoothCard } from './AddBoothCard.tsx';
import { BoothCardView } from './BoothCardView.tsx';
import type { HomePageStore } from './HomePageStore.ts';
import { ShowAllToggle } from './HomeListSection.tsx';

export const BoothList = observer(function BoothList({ page }: { page: HomePageStore }) {
  const { home } = useStores();
  const { t } = useTranslation();
  const listId = useId();
  const booths = home.activeBooths;
  const openFair = home.firstOpenFair;

  // The cards' task progress comes after the cards (this list shows once Home's data is there), never before them.
  useEffect(() => {
    void page.progress.load();
  }, [page]);

  return (
    <section className="section" aria-labelledby="booths-title">
      <h2 id="booths-title" className="section-title">
        {t('home.activeBooths')}
      </h2>
      {booths.length === 0 && (
        <div className="empty-state">
          <p className="empty-state-title">{t('home.noBooths')}</p>
          <p>{t('home.noBoothsHint')}</p>
        </div>
      )}
      <ul id={listId} className="card-grid">
        {page.visibleBooths.map((booth) => (
          <li key={booth.regiNr}>
            <BoothCardView booth={booth} progress={page.progress.of(booth.regiNr)} />
          </li>
        ))}
        {openFair && (
          <li>
            <AddBoothCard fair={openFair} />
          </li>
        )}
      </ul>
      {page.hasMoreBooths && (
        <ShowAllToggle
          listId={listId}
          showingAll={page.showAllBooths}
          total={booths.length}
          onToggle={() => page.toggleShowAllBooths()}
        />
      )}
    </section>
  );
});
