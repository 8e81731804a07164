import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useNavigate } from 'react-router';
import type { FairPageView } from '../../api/fairApi.ts';
import { TeamTab } from '../team/TeamTab.tsx';
import { ContactTab } from './ContactTab.tsx';
import { CostsTab } from './CostsTab.tsx';
import { hashOfTab, type BoothPageTab, type FairPageStore } from './FairPageStore.ts';
import { InfoTab } from './InfoTab.tsx';
import { StatusFlowTab } from './StatusFlowTab.tsx';
import { TasksTab } from './tasks/TasksTab.tsx';

/**
 * The fair page's tabs (exhibitor-area §2 Fair page) by the WAI-ARIA tabs pattern: one tab stop, arrow keys
 * (and Home / End) move between the enabled tabs and select them; a click or key selection writes the address
 * hash `#tab-...`. Disabled tabs (tasks and costs for a new booth) are skipped and cannot be selected. Which tabs
 * there are follows the domain rule of the user's access (FairPageStore.tabs): the holder has Team, a member at level
 * "tasks" has no costs.
 */
export const FairTabs = observer(function FairTabs({
  page,
  view,
  inPlace = false,
}: {
  page: FairPageStore;
  view: FairPageView;
  /** The tabs of a page shown inside another (the back office's preview): the address hash is left alone. */
  inPlace?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tabRefs = useRef(new Map<BoothPageTab, HTMLButtonElement>());
  const selectedTab = page.selectedTab;

  // On a narrow screen the one row of tabs scrolls: the chosen tab (from the address, a click, the keys) is brought
  // into sight within the row alone, never by scrolling the page.
  useEffect(() => {
    const tab = selectedTab ? tabRefs.current.get(selectedTab) : undefined;
    const list = tab?.parentElement;
    if (!tab || !list || list.scrollWidth <= list.clientWidth) return;
    const row = list.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    if (box.left < row.left) list.scrollLeft -= row.left - box.left;
    else if (box.right > row.right) list.scrollLeft += box.right - row.right;
  }, [selectedTab]);

  const select = (tab: BoothPageTab, focus: boolean) => {
    if (!page.selectTab(tab)) return;
    if (!inPlace) void navigate({ hash: hashOfTab(tab) }, { replace: true, preventScrollReset: true });
    if (focus) tabRefs.current.get(tab)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, tab: BoothPageTab) => {
    const enabled = page.enabledTabs;
    let target: BoothPageTab | undefined;
    if (event.key === 'ArrowRight') target = page.neighbourTab(tab, 1);
    else if (event.key === 'ArrowLeft') target = page.neighbourTab(tab, -1);
    else if (event.key === 'Home') target = enabled[0];
    else if (event.key === 'End') target = enabled[enabled.length - 1];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  };

  return (
    <div className="fair-tabs">
      <div className="fair-tablist-bar">
        <div role="tablist" aria-label={t('fair.tabs.label')} className="fair-tablist">
          {page.tabs.map((tab) => {
            const selected = page.selectedTab === tab;
            const disabled = page.isTabDisabled(tab);
            return (
              <button
                key={tab}
                ref={(element) => {
                  if (element) tabRefs.current.set(tab, element);
                  else tabRefs.current.delete(tab);
                }}
                type="button"
                role="tab"
                id={`tab-${tab}`}
                aria-selected={selected}
                aria-controls={`panel-${tab}`}
                aria-disabled={disabled || undefined}
                tabIndex={selected ? 0 : -1}
                className={selected ? 'fair-tab fair-tab-selected' : 'fair-tab'}
                onClick={() => select(tab, false)}
                onKeyDown={(event) => onKeyDown(event, tab)}
              >
                {tab === 'team' ? t('team.tab') : t(`fair.tabs.${tab}`)}
              </button>
            );
          })}
        </div>
      </div>
      {page.tabs.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`panel-${tab}`}
          aria-labelledby={`tab-${tab}`}
          hidden={page.selectedTab !== tab}
          tabIndex={0}
          className="fair-tabpanel"
        >
          {page.selectedTab === tab && <TabContent tab={tab} page={page} view={view} />}
        </div>
      ))}
    </div>
  );
});

function TabContent({ tab, page, view }: { tab: BoothPageTab; page: FairPageStore; view: FairPageView }) {
  switch (tab) {
    case 'statusflow':
      return <StatusFlowTab view={view} />;
    case 'tasks':
      return view.booth ? <TasksTab view={view} regiNr={view.booth.regiNr} withAssignments={!page.inPreview} /> : null;
    case 'costs':
      return <CostsTab page={page} view={view} />;
    case 'info':
      return <InfoTab page={page} view={view} />;
    case 'contact':
      return <ContactTab page={page} view={view} />;
    case 'team':
      return view.booth ? <TeamTab view={view} regiNr={view.booth.regiNr} /> : null;
  }
}
