import { observer } from 'mobx-react-lite';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FAIR_PAGE_TABS } from '../../../../domain/exhibitor/fairPage.ts';
import type { FairPageTab, FairPageView } from '../../api/fairApi.ts';
import { ContactTab } from './ContactTab.tsx';
import { CostsTab } from './CostsTab.tsx';
import { hashOfTab, type FairPageStore } from './FairPageStore.ts';
import { InfoTab } from './InfoTab.tsx';
import { StatusFlowTab } from './StatusFlowTab.tsx';
import { TasksTab } from './tasks/TasksTab.tsx';

/**
 * The fair page's tabs (exhibitor-area §2 Fair page) by the WAI-ARIA tabs pattern: one tab stop, arrow keys
 * (and Home / End) move between the enabled tabs and select them; a click or key selection writes the address
 * hash `#tab-...`. Disabled tabs (tasks and costs for a new booth) are skipped and cannot be selected.
 */
export const FairTabs = observer(function FairTabs({ page, view }: { page: FairPageStore; view: FairPageView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tabRefs = useRef(new Map<FairPageTab, HTMLButtonElement>());

  const select = (tab: FairPageTab, focus: boolean) => {
    if (!page.selectTab(tab)) return;
    void navigate({ hash: hashOfTab(tab) }, { replace: true, preventScrollReset: true });
    if (focus) tabRefs.current.get(tab)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, tab: FairPageTab) => {
    const enabled = page.enabledTabs;
    let target: FairPageTab | undefined;
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
          {FAIR_PAGE_TABS.map((tab) => {
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
                {t(`fair.tabs.${tab}`)}
              </button>
            );
          })}
        </div>
      </div>
      {FAIR_PAGE_TABS.map((tab) => (
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

function TabContent({ tab, page, view }: { tab: FairPageTab; page: FairPageStore; view: FairPageView }) {
  switch (tab) {
    case 'statusflow':
      return <StatusFlowTab view={view} />;
    case 'tasks':
      return view.booth ? <TasksTab view={view} regiNr={view.booth.regiNr} /> : null;
    case 'costs':
      return <CostsTab page={page} view={view} />;
    case 'info':
      return <InfoTab view={view} />;
    case 'contact':
      return <ContactTab page={page} view={view} />;
  }
}
