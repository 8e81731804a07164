import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { Navigate, Route, Routes, matchPath, type Params } from 'react-router';
import type { ApiClient } from '../api/ApiClient.ts';
import { askFairPageEarly } from '../api/fairApi.ts';
import type { Language } from '../api/types.ts';
import { HomePage } from '../exhibitor/home/HomePage.tsx';
import { addPageTexts, type Texts } from '../i18n/resources.ts';
import { Shell } from '../shell/Shell.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { RequireSession } from './RequireSession.tsx';
import { RouterBridge } from './RouterBridge.tsx';
import { useStores } from './StoreContext.tsx';

/**
 * A page loaded when first opened, with its texts, once however often it is asked for (by a preload and by the
 * route's render): its module's component and the texts of its text modules, added before it renders.
 */
function pageLoader<Props extends object>(
  page: () => Promise<ComponentType<Props>>,
  ...texts: readonly (() => Promise<{ texts: Texts }>)[]
): () => Promise<{ default: ComponentType<Props> }> {
  let loaded: Promise<{ default: ComponentType<Props> }> | undefined;
  return () =>
    (loaded ??= Promise.all([page(), Promise.all(texts.map((load) => load()))]).then(([component, modules]) => {
      addPageTexts(...modules.map((module) => module.texts));
      return { default: component };
    }));
}

const legalPage = pageLoader(
  async () => (await import('../exhibitor/legal/LegalPage.tsx')).LegalPage,
  () => import('../exhibitor/legal/i18n/index.ts'),
);
const sessionTexts = () => import('../exhibitor/session/i18n/index.ts');

// Pages beyond Home are loaded when first opened, with their texts, so that the first load stays within its budget
// (120 KB gzip).
const pages = {
  imprint: { path: '/imprint', load: legalPage },
  dataProtection: { path: '/dataprotection', load: legalPage },
  logout: {
    path: '/logout',
    load: pageLoader(async () => (await import('../exhibitor/session/LogoutPage.tsx')).LogoutPage, sessionTexts),
  },
  signInError: {
    path: '/oidc-callback-error',
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

const FairPage = lazy(pages.fair.load);
const InvitationPage = lazy(pages.invitation.load);
const InsurancePage = lazy(pages.insurance.load);
const MessageCentrePage = lazy(pages.messages.load);
const DeadlinesPage = lazy(pages.deadlines.load);
const PastFairsPage = lazy(pages.pastFairs.load);
const LegalPage = lazy(legalPage);
const LogoutPage = lazy(pages.logout.load);
const SignInErrorPage = lazy(pages.signInError.load);

/**
 * Starts fetching the code of the page the browser opens at `pathname`, and the data of a page that names it,
 * alongside the session's read: the route renders only once the session is known, and both would otherwise be
 * asked for only then, one more round trip later on a slow network. `language` is the one the session is expected
 * in; a page shown in another asks again. A failure is left to the route's render, which reports it.
 */
export function preloadPageOf(pathname: string, api: ApiClient, language: Language): void {
  for (const page of Object.values(pages)) {
    const match = matchPath(page.path, pathname);
    if (!match) continue;
    page.load().catch(() => undefined);
    if ('askData' in page) page.askData(api, match.params, language);
  }
}

// The admin back office is a chunk of its own, loaded only when a manager opens it: exhibitors never download it.
const AdminApp = lazy(() => import('../admin/AdminApp.tsx'));

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

/** A page for signed-in users, with a spinner while its code loads. */
function SignedIn({ children }: { children: ReactNode }) {
  return (
    <RequireSession>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </RequireSession>
  );
}

/** A page anyone may open, with a spinner while its code loads. */
function Public({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
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
