import { Navigate, Route, Routes } from 'react-router';
import { HomePage } from '../exhibitor/home/HomePage.tsx';
import { LegalPage } from '../exhibitor/legal/LegalPage.tsx';
import { LogoutPage } from '../exhibitor/session/LogoutPage.tsx';
import { SignInErrorPage } from '../exhibitor/session/SignInErrorPage.tsx';
import { RequireSession } from './RequireSession.tsx';
import { RouterBridge } from './RouterBridge.tsx';
import { Shell } from '../shell/Shell.tsx';

/** The routes of the exhibitor area built so far (spec: exhibitor-area §2); unknown paths go to Home. */
export function App() {
  return (
    <>
      <RouterBridge />
      <Shell>
        <Routes>
          <Route
            path="/"
            element={
              <RequireSession>
                <HomePage />
              </RequireSession>
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
