import { observer } from 'mobx-react-lite';
import { runInAction } from 'mobx';
import { useMemo, useRef, useState, type MouseEvent } from 'react';
import type { FairPageView } from '../../api/fairApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { FairActions } from '../../exhibitor/fair/FairActions.tsx';
import { FairHeader } from '../../exhibitor/fair/FairHeader.tsx';
import { FairPageStore } from '../../exhibitor/fair/FairPageStore.ts';
import { FairTabs } from '../../exhibitor/fair/FairTabs.tsx';
import { texts as fairTexts } from '../../exhibitor/fair/i18n/index.ts';
import { texts as taskTexts } from '../../exhibitor/fair/tasks/i18n/index.ts';
import '../../exhibitor/fair/fair.css';
import { addPageTexts } from '../../i18n/resources.ts';

/**
 * What would leave the preview or change something (links, the reminder switches, the contact form): the preview is
 * read-only. Tabs, the header's show more, the task view, sort, filter and the groups' open and close work.
 */
const BLOCKED = 'a[href], input[type="checkbox"], button.fair-action, #panel-contact button';

/**
 * The exhibitor's fair page as the preview answered it, drawn with the exhibitor's own components (header, actions,
 * tabs with status flow, tasks, costs, info and contact), read-only.
 */
export const FairPreviewPage = observer(function FairPreviewPage({
  view,
  titleLevel = 3,
}: {
  view: FairPageView;
  /** The title's heading level: under the dialog's own heading (3), or right under a page's h1 (2). */
  titleLevel?: 2 | 3;
}) {
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  const root = useStores();
  // The exhibitor page's texts (the exhibitor routes load them with their page).
  useState(() => addPageTexts(fairTexts, taskTexts));
  const [blocked, setBlocked] = useState(false);
  const shownTab = useRef<{ initial: string; selected: string } | undefined>(undefined);
  // A page store per answer, filled with it instead of loading (the sample booth is not in the booking system).
  // The tab shown stays when the answer opens on the same tab as before (e.g. only the day changed).
  const page = useMemo(() => {
    const store = new FairPageStore(root, view.fair.idCode, view.booth?.regiNr ?? 'new');
    runInAction(() => {
      store.view = view;
      store.state = 'loaded';
      store.inPreview = true;
      const before = shownTab.current;
      store.selectedTab = view.tabs.initial;
      if (before?.initial === view.tabs.initial) store.selectTab(before.selected as typeof store.selectedTab);
    });
    return store;
  }, [root, view]);
  shownTab.current = { initial: view.tabs.initial, selected: page.selectedTab };

  const onClickCapture = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || event.target.closest(BLOCKED) === null) return;
    event.preventDefault();
    event.stopPropagation();
    setBlocked(true);
  };

  return (
    <section className="fair-preview-page" aria-labelledby="fair-preview-page-title">
      <Title id="fair-preview-page-title" className="fair-preview-title">
        Messeseite, wie der Aussteller dieses Stands sie sieht
      </Title>
      <p className="admin-hint" role="status">
        {blocked
          ? 'Links und Schaltflächen sind in der Vorschau ohne Wirkung.'
          : 'Vorschau: Links, Erinnerungen und das Kontaktformular sind hier ohne Wirkung.'}
      </p>
      {/* The page's own clicks are caught before they reach its links and switches. */}
      <div className="fair-page fair-preview-content" onClickCapture={onClickCapture}>
        <FairHeader page={page} view={view} />
        <FairActions page={page} view={view} />
        <FairTabs page={page} view={view} inPlace />
      </div>
    </section>
  );
});
