import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, matchPath } from 'react-router';
import { HomePage } from '../exhibitor/home/HomePage.tsx';
import { LegalPage } from '../exhibitor/legal/LegalPage.tsx';
import { LogoutPage } from '../exhibitor/session/LogoutPage.tsx';
import { SignInErrorPage } from '../exhibitor/session/SignInErrorPage.tsx';
import { addPageTexts } from '../i18n/resources.ts';
import { Shell } from '../shell/Shell.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { RequireSession } from './RequireSession.tsx';
import { RouterBridge } from './RouterBridge.tsx';
import { useStores } from './StoreContext.tsx';

/** A page's code, fetched once however often it is asked for (by a preload and by the route's render). */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

// Pages beyond Home are loaded when first opened, with their texts, so that the first load stays within its budget
// (150 KB gzip).
const pages = {
  fair: {
    path: '/fair/:code/:booth',
    load: once(async () => {
      const [page, fair, tasks, team] = await Promise.all([
        import('../exhibitor/fair/FairPage.tsx'),
        import('../exhibitor/fair/i18n/index.ts'),
        import('../exhibitor/fair/tasks/i18n/index.ts'),
        import('../exhibitor/team/i18n/index.ts'),
      ]);
      addPageTexts(fair.texts, tasks.texts, team.texts);
      return { default: page.FairPage };
    }),
  },
  invitation: {
    path: '/invitation/:token',
    load: once(async () => {
      const [page, invitation] = await Promise.all([
        import('../exhibitor/invitation/InvitationPage.tsx'),
        import('../exhibitor/invitation/i18n/index.ts'),
      ]);
      addPageTexts(invitation.texts);
      return { default: page.InvitationPage };
    }),
  },
  insurance: {
    path: '/fair/:code/:booth/insurance',
    load: once(async () => {
      const [page, insurance] = await Promise.all([
        import('../exhibitor/insurance/InsurancePage.tsx'),
        import('../exhibitor/insurance/i18n/index.ts'),
      ]);
      addPageTexts(insurance.texts);
      return { default: page.InsurancePage };
    }),
  },
  messages: {
    path: '/messages',
    load: once(async () => {
      const [page, messages] = await Promise.all([
        import('../exhibitor/messages/MessageCentrePage.tsx'),
        import('../exhibitor/messages/i18n/index.ts'),
      ]);
      addPageTexts(messages.texts);
      return { default: page.MessageCentrePage };
    }),
  },
  deadlines: {
    path: '/deadlines',
    load: once(async () => {
      const [page, deadlines, tasks] = await Promise.all([
        import('../exhibitor/deadlines/DeadlinesPage.tsx'),
        import('../exhibitor/deadlines/i18n/index.ts'),
        // The task state words of the fair page's tasks tab.
        import('../exhibitor/fair/tasks/i18n/index.ts'),
      ]);
      addPageTexts(deadlines.texts, tasks.texts);
      return { default: page.DeadlinesPage };
    }),
  },
  pastFairs: {
    path: '/pastfairs/:series/:fair',
    load: once(async () => {
      const [page, pastFairs] = await Promise.all([
        import('../exhibitor/pastFairs/PastFairsPage.tsx'),
        import('../exhibitor/pastFairs/i18n/index.ts'),
      ]);
      addPageTexts(pastFairs.texts);
      return { default: page.PastFairsPage };
    }),
  },
};

const FairPage = lazy(pages.fair.load);
const InvitationPage = lazy(pages.invitation.load);
const InsurancePage = lazy(pages.insurance.load);
const MessageCentrePage = lazy(pages.messages.load);
const DeadlinesPage = lazy(pages.deadlines.load);
const PastFairsPage = lazy(pages.pastFairs.load);

/**
 * Starts fetching the code of the page the browser opens at `pathname`, alongside the session's read: the route
 * renders only once the session is known, and its code would otherwise be asked for only then, one more round trip
 * later on a slow network. A failure is left to the route's render, which reports it.
 */
export function preloadPageOf(pathname: string): void {
  for (const page of Object.values(pages)) if (matchPath(page.path, pathname)) page.load().catch(() => undefined);
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
          <Route path="/logout" element={<LogoutPage />} />
          <Route path="/oidc-callback-error" element={<SignInErrorPage />} />
          <Route path="/imprint" element={<LegalPage kind="imprint" />} />
          <Route path="/dataprotection" element={<LegalPage kind="dataProtection" />} />
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
