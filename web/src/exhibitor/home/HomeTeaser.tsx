import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Teaser } from '../../ui/Teaser.tsx';
import type { HomePageStore } from './HomePageStore.ts';

/** The marketing teaser of type 1 (spec: exhibitor-area §2 Home, §7 POST /teaseroftype); nothing while none fits. */
export const HomeTeaser = observer(function HomeTeaser({ page }: { page: HomePageStore }) {
  const { t } = useTranslation();
  useEffect(() => page.watchTeaser(), [page]);
  const teaser = page.teaser;
  if (page.teaserState !== 'loaded' || teaser === null) return null;
  return (
    <section className="home-teaser" aria-label={t('home.teaserLabel')} data-section="teaser">
      <Teaser teaser={teaser} />
    </section>
  );
});
