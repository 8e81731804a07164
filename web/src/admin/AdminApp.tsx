import { useState } from 'react';
import { Navigate, NavLink, Route, Routes, useLocation } from 'react-router';
import { ActivityPage } from './activity/ActivityPage.tsx';
import { BlacklistFormPage, BlacklistListPage } from './coredata/blacklist.tsx';
import { BoothServiceFormPage, BoothServiceListPage } from './coredata/boothServices.tsx';
import { FairSeriesFormPage, FairSeriesListPage } from './coredata/fairSeries.tsx';
import { HeaderDefinitionFormPage, HeaderDefinitionListPage } from './coredata/headerDefinitions.tsx';
import { TaskDefinitionFormPage, TaskDefinitionListPage } from './coredata/taskDefinitions.tsx';
import { TaskTitleFormPage, TaskTitleListPage } from './coredata/taskTitles.tsx';
import { FairFormPage } from './fair/FairFormPage.tsx';
import { FairOverviewPage } from './fair/FairOverviewPage.tsx';
import { FairWallFormPage, FairWallListPage } from './fairwall/fairWall.tsx';
import { HomeNoticePage } from './homenotice/HomeNoticePage.tsx';
import { AnnouncementFormPage } from './announcements/AnnouncementFormPage.tsx';
import { AnnouncementListPage } from './announcements/AnnouncementListPage.tsx';
import { BoothAsExhibitorPage } from './progress/BoothAsExhibitorPage.tsx';
import { ProgressPage } from './progress/ProgressPage.tsx';
import { TeaserFormPage } from './teaser/TeaserFormPage.tsx';
import { TeaserListPage } from './teaser/TeaserListPage.tsx';
import { TrashPage } from './trash/TrashPage.tsx';
import { WebhookDeliveriesPage } from './webhooks/WebhookDeliveriesPage.tsx';
import { WebhookFormPage } from './webhooks/WebhookFormPage.tsx';
import { WebhookListPage } from './webhooks/WebhookListPage.tsx';
import './admin.css';

/**
 * The admin back office (spec: admin-back-office §2), in German. Loaded as a chunk of its own behind the
 * manager guard of App.tsx. Each create form of the route table is also reachable at its "doubled" path
 * (`…form/create` and `…form/…form`), as the original's links led there.
 */
export default function AdminApp() {
  return (
    <div className="admin" lang="de">
      <AdminNavigation />
      <div className="admin-content">
        <Routes>
          <Route index element={<Navigate to="/admin/fair" replace />} />
          <Route path="fair" element={<FairOverviewPage />} />
          <Route path="fair/create" element={<FairFormPage />} />
          <Route path="fair/:id" element={<FairFormPage />} />
          <Route path="fair/:id/progress" element={<ProgressPage />} />
          <Route path="fair/:id/progress/:regiNr" element={<BoothAsExhibitorPage />} />
          <Route path="advertising" element={<TeaserListPage />} />
          <Route path="advertising/create" element={<TeaserFormPage />} />
          <Route path="advertising/edit/:id" element={<TeaserFormPage />} />
          <Route path="advertising/fairwallentries" element={<FairWallListPage />} />
          <Route path="advertising/createfairwall" element={<FairWallFormPage />} />
          <Route path="advertising/editfairwall/:id" element={<FairWallFormPage />} />
          <Route path="home-notice" element={<HomeNoticePage />} />
          <Route path="announcements" element={<AnnouncementListPage />} />
          <Route path="announcements/new" element={<AnnouncementFormPage />} />
          <Route path="coredata" element={<TaskDefinitionListPage />} />
          <Route path="coredata/create" element={<TaskDefinitionFormPage />} />
          <Route path="coredata/edit/:id" element={<TaskDefinitionFormPage />} />
          <Route path="coredata/fairseries" element={<FairSeriesListPage />} />
          <Route path="coredata/fairseriesform" element={<FairSeriesFormPage />} />
          <Route path="coredata/fairseriesform/:id" element={<FairSeriesFormPage />} />
          <Route path="coredata/tasktitles" element={<TaskTitleListPage />} />
          {createPaths('coredata/tasktitleform').map((path) => (
            <Route key={path} path={path} element={<TaskTitleFormPage />} />
          ))}
          <Route path="coredata/tasktitleform/:id" element={<TaskTitleFormPage />} />
          <Route path="coredata/boothservice" element={<BoothServiceListPage />} />
          {createPaths('coredata/boothserviceform').map((path) => (
            <Route key={path} path={path} element={<BoothServiceFormPage />} />
          ))}
          <Route path="coredata/boothserviceform/:id" element={<BoothServiceFormPage />} />
          <Route path="coredata/blacklist" element={<BlacklistListPage />} />
          {createPaths('coredata/blacklistform').map((path) => (
            <Route key={path} path={path} element={<BlacklistFormPage />} />
          ))}
          <Route path="coredata/blacklistform/:id" element={<BlacklistFormPage />} />
          <Route path="coredata/headerdefinitions" element={<HeaderDefinitionListPage />} />
          <Route path="coredata/headerform/create" element={<HeaderDefinitionFormPage />} />
          <Route path="coredata/headerform/edit/:id" element={<HeaderDefinitionFormPage />} />
          <Route path="trash" element={<TrashPage />} />
          <Route path="activity" element={<ActivityPage />} />
          <Route path="webhooks" element={<WebhookListPage />} />
          <Route path="webhooks/create" element={<WebhookFormPage />} />
          <Route path="webhooks/edit/:id" element={<WebhookFormPage />} />
          <Route path="webhooks/:id/deliveries" element={<WebhookDeliveriesPage />} />
          <Route path="*" element={<Navigate to="/admin/fair" replace />} />
        </Routes>
      </div>
    </div>
  );
}

/** The create form of a "form/:id" route: at the path itself, at /create and at the doubled path. */
function createPaths(formPath: string): string[] {
  const last = formPath.slice(formPath.lastIndexOf('/') + 1);
  return [formPath, `${formPath}/create`, `${formPath}/${last}`];
}

/** Every path a form can be opened at counts for its overview's navigation entry. */
interface NavigationLink {
  readonly to: string;
  readonly label: string;
  readonly also: readonly string[];
}

const NAVIGATION: readonly { readonly heading?: string; readonly links: readonly NavigationLink[] }[] = [
  {
    links: [
      { to: '/admin/fair', label: 'Messen', also: ['/admin/fair/'] },
      { to: '/admin/announcements', label: 'Mitteilungen', also: ['/admin/announcements/'] },
      { to: '/admin/activity', label: 'Aktivität', also: [] },
      { to: '/admin/trash', label: 'Papierkorb', also: [] },
      { to: '/admin/webhooks', label: 'Webhooks', also: ['/admin/webhooks/'] },
    ],
  },
  {
    heading: 'Werbung',
    links: [
      { to: '/admin/advertising', label: 'Teaser', also: ['/admin/advertising/create', '/admin/advertising/edit/'] },
      {
        to: '/admin/advertising/fairwallentries',
        label: 'Interessante Messen',
        also: ['/admin/advertising/createfairwall', '/admin/advertising/editfairwall/'],
      },
      { to: '/admin/home-notice', label: 'Hinweis Startseite', also: [] },
    ],
  },
  {
    heading: 'Stammdaten',
    links: [
      { to: '/admin/coredata', label: 'Prozessschritte', also: ['/admin/coredata/create', '/admin/coredata/edit/'] },
      { to: '/admin/coredata/fairseries', label: 'Messe-Reihen', also: ['/admin/coredata/fairseriesform'] },
      { to: '/admin/coredata/tasktitles', label: 'Prozessgruppen', also: ['/admin/coredata/tasktitleform'] },
      { to: '/admin/coredata/boothservice', label: 'Standleistungen', also: ['/admin/coredata/boothserviceform'] },
      { to: '/admin/coredata/blacklist', label: 'Blacklist Leistungen', also: ['/admin/coredata/blacklistform'] },
      { to: '/admin/coredata/headerdefinitions', label: 'Header-Definitionen', also: ['/admin/coredata/headerform'] },
    ],
  },
];

/**
 * The back office's sections. Beside the content from 1024 px on; below that they would fill a phone's whole first
 * screen before the page, so they fold behind a button that names the current section.
 */
function AdminNavigation() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const isCurrent = (link: NavigationLink, isActive: boolean) =>
    isActive || link.also.some((path) => isWithin(pathname, path));
  const current = NAVIGATION.flatMap((group) => group.links).find((link) => isCurrent(link, pathname === link.to));
  return (
    <nav className={open ? 'admin-nav admin-nav-open' : 'admin-nav'} aria-label="Admin-Navigation">
      <p className="admin-nav-title">Administration</p>
      <button
        type="button"
        className="admin-nav-toggle"
        aria-expanded={open}
        aria-controls="admin-nav-sections"
        onClick={() => setOpen(!open)}
      >
        <span className="sr-only">Bereiche, aktuell: </span>
        {current?.label ?? 'Bereiche'}
        <span className="admin-nav-toggle-mark" aria-hidden="true" />
      </button>
      <div id="admin-nav-sections" className="admin-nav-sections">
        {NAVIGATION.map((group, index) => (
          <div key={group.heading ?? index} className="admin-nav-group">
            {group.heading !== undefined && <p className="admin-nav-heading">{group.heading}</p>}
            <ul className="admin-nav-list">
              {group.links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end
                    onClick={() => setOpen(false)}
                    className={({ isActive }) =>
                      isCurrent(link, isActive) ? 'admin-nav-link admin-nav-link-active' : 'admin-nav-link'
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}

/** `…/` names a folder of paths; anything else the path itself and what lies below it (not `…/createfairwall` for `…/create`). */
function isWithin(pathname: string, path: string): boolean {
  return path.endsWith('/') ? pathname.startsWith(path) : pathname === path || pathname.startsWith(`${path}/`);
}
