import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { FAIR_LIFECYCLE_STATES, fairLifecycleState } from '../../../../domain/admin/index.ts';
import { ownBoothsAt } from '../../api/adminFairApi.ts';
import type { BoothCard } from '../../api/types.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { formatDate } from '../../i18n/format.ts';
import { AdminModal } from '../ui/AdminModal.tsx';

type SavedFair = {
  readonly _id?: string | null;
  readonly idCode?: string | null;
  readonly publish?: { readonly start?: string | null; readonly end?: string | null } | null;
};

/**
 * "Vorschau als Aussteller" (beyond the spec). The exhibitor's fair page is the real preview: it is
 * built by the server from the SAVED fair with the exhibitor's own rules (publication, document dates, the
 * current flow step, registration links while the deadline is ahead). So the preview opens that page in a new
 * tab: the page of an exhibitor without a booth (/fair/<code>/new), and the manager's own booths at this fair
 * (/fair/<code>/<booth>) where they have one. An unpublished fair is not shown to exhibitors; the modal says so.
 */
export const FairPreview = observer(function FairPreview({ fair, dirty }: { fair: SavedFair; dirty: boolean }) {
  const { api } = useStores();
  const [open, setOpen] = useState(false);
  const [booths, setBooths] = useState<readonly BoothCard[] | undefined>(undefined);
  const code = fair.idCode ?? '';

  useEffect(() => {
    if (!open || code === '') return;
    let current = true;
    setBooths(undefined);
    ownBoothsAt(api, code).then(
      (found) => current && setBooths(found),
      () => current && setBooths([]),
    );
    return () => {
      current = false;
    };
  }, [open, code, api]);

  const state = fairLifecycleState({ _id: fair._id ?? undefined, publish: fair.publish ?? undefined }, new Date());
  const published = state === FAIR_LIFECYCLE_STATES.active;
  const path = (part: string) => `/fair/${encodeURIComponent(code)}/${encodeURIComponent(part)}`;

  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
        Vorschau als Aussteller
      </button>
      {createPortal(
        <AdminModal open={open} onClose={() => setOpen(false)} title="Vorschau als Aussteller">
          <div className="fair-preview">
            <p>
              Die Vorschau öffnet die Messeseite des Ausstellerportals in einem neuen Tab, so wie Aussteller sie mit der
              gespeicherten Messe sehen.
            </p>
            {dirty && (
              <p className="admin-alert admin-alert-warning">
                Ungespeicherte Änderungen sind in der Vorschau noch nicht enthalten. Speichern Sie die Messe zuerst.
              </p>
            )}
            {published ? (
              <p>
                <a href={path('new')} target="_blank" rel="noopener">
                  Messeseite für Aussteller ohne Stand
                  <span className="sr-only"> (öffnet in einem neuen Tab)</span>
                </a>
              </p>
            ) : (
              <p className="admin-alert admin-alert-warning" data-testid="fair-preview-unpublished">
                {state === FAIR_LIFECYCLE_STATES.ended
                  ? `Die Publikation dieser Messe endete am ${formatDate(fair.publish?.end, 'de')}: Aussteller ohne Stand sehen sie nicht mehr.`
                  : fair.publish?.start
                    ? `Die Messe ist noch nicht publiziert: Aussteller sehen sie ab ${formatDate(fair.publish.start, 'de')}.`
                    : 'Die Messe ist nicht publiziert: Aussteller sehen sie nicht.'}
              </p>
            )}
            <h3 className="fair-preview-title">Ihre Stände an dieser Messe</h3>
            {booths === undefined ? (
              <p className="admin-hint">Wird gesucht …</p>
            ) : booths.length === 0 ? (
              <p className="admin-hint">Sie haben als Aussteller keinen Stand an dieser Messe.</p>
            ) : (
              <ul className="fair-preview-links">
                {booths.map((booth) => (
                  <li key={booth.regiNr}>
                    <a href={path(booth.regiNr)} target="_blank" rel="noopener">
                      Stand {booth.regiNr} ({booth.statusLabel.de})
                      <span className="sr-only"> (öffnet in einem neuen Tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </AdminModal>,
        document.body,
      )}
    </>
  );
});
