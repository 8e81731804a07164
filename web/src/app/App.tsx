import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { Navigate, Route, Routes, matchPath, type Params } from 'react-router';
import { askHomeEarly, type ApiClient } from '../api/ApiClient.ts';
import { askFairPageEarly } from '../api/fairApi.ts';
import type { Language } from '../api/types.ts';
import { HomePage } from '../exhibitor/home/HomePage.tsx';
import { Shell } from '../shell/Shell.tsx';
import { ErrorPanel } from '../ui/ErrorPanel.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { lazyPage, pageLoader, type LazyPageViews } from './lazyPage.tsx';
import { RequireSession } from './RequireSession.tsx';
import { RouterBridge } from './RouterBridge.tsx';
import { useStores } from './StoreContext.tsx';

const legalPage = pageLoader(
  async () => (await import('../exhibitor/legal/LegalPage.tsx')).LegalPage,
  () => import('../exhibitor/legal/i18n/index.ts'),
);
const sessionTexts = () => import('../exhibitor/session/i18n/index.ts');

// Pages beyond Home are loaded when first opened, with their texts, so that the first load stays within its budget
// (120 KB gzip).
const pages = {
  imprint: { path: '/imprint', load: legalPage, public: true },
  dataProtection: { path: '/dataprotection', load: legalPage, public: true },
  logout: {
    path: '/logout',
    public: true,
    load: pageLoader(async () => (await import('../exhibitor/session/LogoutPage.tsx')).LogoutPage, sessionTexts),
  },
  signInError: {
    path: '/oidc-callback-error',
    public: true,
    load: pageLoader(
      async () => (await import('../exhibitor/session/SignInErrorPage.tsx')).SignInErrorPage,
      sessionTexts,
    ),
  },
  fair: {
    path: '/fair/:code/:booth',
    askData: (api: ApiClient, { code, booth }: Params, language: Language) => {
      if (code !== undefined && booth !== undefined) askFairPageEarly(api, code, booth, language);
    },
    load: pageLoader(
      async () => (await import('../exhibitor/fair/FairPage.tsx')).FairPage,
      () => import('../exhibitor/fair/i18n/index.ts'),
      () => import('../exhibitor/fair/tasks/i18n/index.ts'),
      () => import('../exhibitor/team/i18n/index.ts'),
    ),
  },
  invitation: {
    path: '/invitation/:token',
    load: pageLoader(
      async () => (await import('../exhibitor/invitation/InvitationPage.tsx')).InvitationPage,
      () => import('../exhibitor/invitation/i18n/index.ts'),
    ),
  },
  insurance: {
    path: '/fair/:code/:booth/insurance',
    load: pageLoader(
      async () => (await import('../exhibitor/insurance/InsurancePage.tsx')).InsurancePage,
      () => import('../exhibitor/insurance/i18n/index.ts'),
    ),
  },
  messages: {
    path: '/messages',
    load: pageLoader(
      async () => (await import('../exhibitor/messages/MessageCentrePage.tsx')).MessageCentrePage,
      () => import('../exhibitor/messages/i18n/index.ts'),
    ),
  },
  deadlines: {
    path: '/deadlines',
    load: pageLoader(
      async () => (await import('../exhibitor/deadlines/DeadlinesPage.tsx')).DeadlinesPage,
      () => import('../exhibitor/deadlines/i18n/index.ts'),
      // The task state words of the fair page's tasks tab.
      () => import('../exhibitor/fair/tasks/i18n/index.ts'),
    ),
  },
  pastFairs: {
    path: '/pastfairs/:series/:fair',
    load: pageLoader(
      async () => (await import('../exhibitor/pastFairs/PastFairsPage.tsx')).PastFairsPage,
      () => import('../exhibitor/pastFairs/i18n/index.ts'),
    ),
  },
};

const pageViews: LazyPageViews = {
  loading: <PageLoading />,
  failed: (retry) => <PageLoadFailed onRetry={retry} />,
};
const FairPage = lazyPage(pages.fair.load, pageViews);
const InvitationPage = lazyPage(pages.invitation.load, pageViews);
const InsurancePage = lazyPage(pages.insurance.load, pageViews);
const MessageCentrePage = lazyPage(pages.messages.load, pageViews);
const DeadlinesPage = lazyPage(pages.deadlines.load, pageViews);
const PastFairsPage = lazyPage(pages.pastFairs.load, pageViews);
const LegalPage = lazyPage(legalPage, pageViews);
const LogoutPage = lazyPage(pages.logout.load, pageViews);
const SignInErrorPage = lazyPage(pages.signInError.load, pageViews);

/**
 * Starts fetching the code of the page the browser opens at `pathname`, and the data of a page that names it,
 * alongside the session's read: the route renders only once the session is known, and both would otherwise be
 * asked for only then, one more round trip later on a slow network. `language` is the one the session is expected
 * in; a page shown in another asks again. A failure is left to the route's render, which reports it.
 */
export function preloadPageOf(pathname: string, api: ApiClient, language: Language): void {
  let signedIn = true;
  for (const page of Object.values(pages)) {
    const match = matchPath(page.path, pathname);
    if (!match) continue;
    page.load().catch(() => undefined);
    if ('askData' in page) page.askData(api, match.params, language);
    if ('public' in page) signedIn = false;
  }
  // Every page for signed-in users reads Home's data once the session is known (RequireSession): the header's count,
  // the fair page's navigation. The server sends a visitor without a session to the sign-in before this code runs.
  if (signedIn) askHomeEarly(api);
}

// The admin back office is a chunk of its own, loaded only when a manager opens it: exhibitors never download it.
const AdminApp = lazyPage(
  pageLoader(async () => (await import('../admin/AdminApp.tsx')).default),
  pageViews,
);

/** The routes of the exhibitor area (spec: exhibitor-area §2); unknown paths go to Home. */
export function App() {
  return (
    <>
      <RouterBridge />
      <Shell>
        <Routes>
          <Route
            path="/"
            element={
              <SignedIn>
                <HomePage />
              </SignedIn>
            }
          />
          <Route
            path={pages.fair.path}
            element={
              <SignedIn>
                <FairPage />
              </SignedIn>
            }
          />
          <Route
            path={pages.insurance.path}
            element={
              <SignedIn>
                <InsurancePage />
              </SignedIn>
            }
          />
          <Route
            path={pages.messages.path}
            element={
              <SignedIn>
                <MessageCentrePage />
              </SignedIn>
            }
          />
          <Route
            path={pages.deadlines.path}
            element={
              <SignedIn>
                <DeadlinesPage />
              </SignedIn>
            }
          />
          <Route
            path={pages.invitation.path}
            element={
              <SignedIn>
                <InvitationPage />
              </SignedIn>
            }
          />
          <Route
            path={pages.pastFairs.path}
            element={
              <SignedIn>
                <PastFairsPage />
              </SignedIn>
            }
          />
          <Route
            path="/admin/*"
            element={
              <SignedIn>
                <ManagerOnly>
                  <AdminApp />
                </ManagerOnly>
              </SignedIn>
            }
          />
          <Route
            path={pages.logout.path}
            element={
              <Public>
                <LogoutPage />
              </Public>
            }
          />
          <Route
            path={pages.signInError.path}
            element={
              <Public>
                <SignInErrorPage />
              </Public>
            }
          />
          <Route
            path={pages.imprint.path}
            element={
              <Public>
                <LegalPage kind="imprint" />
              </Public>
            }
          />
          <Route
            path={pages.dataProtection.path}
            element={
              <Public>
                <LegalPage kind="dataProtection" />
              </Public>
            }
          />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Shell>
    </>
  );
}

/** A page for signed-in users (its code loads with a spinner of its own, `lazyPage`). */
function SignedIn({ children }: { children: ReactNode }) {
  return <RequireSession>{children}</RequireSession>;
}

/** A page anyone may open. */
function Public({ children }: { children: ReactNode }) {
  return children;
}

/** Every admin route needs the manager role; anyone else is sent to / (spec: admin-back-office §6), before the admin code loads. */
const ManagerOnly = observer(function ManagerOnly({ children }: { children: ReactNode }) {
  const { session } = useStores();
  return session.isManager ? children : <Navigate to="/" replace />;
});

function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page" aria-busy="true">
      <Spinner label={t('common.loading')} />
    </div>
  );
}

function PageLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.pageLoadFailedTitle'));
  return (
    <div className="page">
      <h1 className="sr-only">{t('errors.pageLoadFailedTitle')}</h1>
      <ErrorPanel text={t('errors.pageLoadFailed')} onRetry={onRetry} />
    </div>
  );
}
