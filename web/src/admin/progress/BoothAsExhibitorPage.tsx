import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/ApiError.ts';
import { getBoothPageAsExhibitor } from '../../api/adminProgressApi.ts';
import type { FairPageView } from '../../api/fairApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { FairPreviewPage } from '../fair/FairPreviewPage.tsx';
import { progressPath } from './progressLinks.ts';

type Language = 'de' | 'fr' | 'en';
const LANGUAGES: ReadonlyArray<[Language, string]> = [
  ['de', 'Deutsch'],
  ['fr', 'Französisch'],
  ['en', 'Englisch'],
];

type Shown =
  | { state: 'loading' }
  | { state: 'loaded'; view: FairPageView }
  | { state: 'missing' }
  | { state: 'error'; text: string };

/**
 * One booth of the Fortschritt screen as its exhibitor sees it (beyond the spec): the holder's own fair page, built
 * by the server with the exhibitor's rules and drawn with the exhibitor's components, read-only; in the holder's
 * language first, the other two a click away. The way back keeps the screen's filter.
 */
export function BoothAsExhibitorPage() {
  const root = useStores();
  const { api } = root;
  const params = useParams();
  const fairId = params.id ?? '';
  const regiNr = params.regiNr ?? '';
  const [search] = useSearchParams();
  const back = search.get('zurueck') ?? '';
  const [language, setLanguage] = useState<Language | undefined>(undefined);
  const [shown, setShown] = useState<Shown>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useDocumentTitle(`Admin: Stand ${regiNr}, wie der Aussteller ihn sieht`);

  useEffect(() => {
    let current = true;
    setShown({ state: 'loading' });
    getBoothPageAsExhibitor(api, fairId, regiNr, language).then(
      (view) => current && setShown({ state: 'loaded', view }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.isAuthFailure) return root.handleApiFailure(error);
        if (error instanceof ApiError && error.status === 404) return setShown({ state: 'missing' });
        setShown({
          state: 'error',
          text:
            error instanceof ApiError && error.status === 503
              ? 'Das Buchungssystem antwortet gerade nicht. Bitte versuchen Sie es gleich noch einmal.'
              : 'Die Standseite konnte nicht geladen werden.',
        });
      },
    );
    return () => {
      current = false;
    };
  }, [api, root, fairId, regiNr, language, attempt]);

  const backPath = back === '' ? progressPath(fairId) : `${progressPath(fairId)}?${back}`;
  const shownLanguage = shown.state === 'loaded' ? shown.view.language : language;
  return (
    <div className="admin-page">
      <p className="admin-back">
        <Link to={backPath}>← Zum Fortschritt</Link>
      </p>
      <div className="admin-page-head">
        <h1 className="admin-title">Stand {regiNr}, wie der Aussteller ihn sieht</h1>
        <div className="admin-head-actions" role="group" aria-label="Sprache der Standseite">
          {LANGUAGES.map(([code, name]) => (
            <button
              key={code}
              type="button"
              className="button button-secondary"
              aria-pressed={shownLanguage === code}
              onClick={() => setLanguage(code)}
            >
              {name}
            </button>
          ))}
        </div>
      </div>
      {shown.state === 'loading' && (
        <p role="status" className="admin-hint">
          Die Standseite wird geladen …
        </p>
      )}
      {shown.state === 'missing' && (
        <p role="status" className="admin-alert">
          Diesen Stand führt der Fortschritt der Messe nicht (mehr), oder niemand hat ihn inne.{' '}
          <Link to={backPath}>Zum Fortschritt</Link>
        </p>
      )}
      {shown.state === 'error' && (
        <div role="alert" className="admin-alert admin-alert-error">
          <p>{shown.text}</p>
          <button type="button" className="button button-secondary" onClick={() => setAttempt((n) => n + 1)}>
            Erneut versuchen
          </button>
        </div>
      )}
      {shown.state === 'loaded' && <FairPreviewPage view={shown.view} titleLevel={2} />}
    </div>
  );
}
