import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ApiError } from '../../api/ApiError.ts';
import type { AdminFairInput } from '../../api/adminApi.ts';
import { previewFair, type FairPreviewSample } from '../../api/adminFairApi.ts';
import type { FairPageView } from '../../api/fairApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { GermanDateInput } from '../form/GermanDateInput.tsx';
import { AdminModal } from '../ui/AdminModal.tsx';
import { fairFieldLabel } from './fairFields.ts';
import { FairPreviewPage } from './FairPreviewPage.tsx';

const STATUSES: ReadonlyArray<[FairPreviewSample['status'], string]> = [
  ['new', 'Noch nicht angemeldet (neuer Stand)'],
  ['OP', 'Erneuerungsangebot (OP)'],
  ['OFFEN', 'Offen'],
  ['BESTELLT', 'Bestellt'],
  ['IN_PRUEFUNG', 'In Prüfung'],
  ['BESTAETIGT', 'Bestätigt'],
  ['ZU', 'Zugeteilt (ZU)'],
];
const BOOTH_TYPES: ReadonlyArray<[FairPreviewSample['boothType'], string]> = [
  ['AUSSTELLER', 'Aussteller'],
  ['MITAUSSTELLER', 'Mitaussteller'],
  ['VERTRAGSHAENDLER', 'Vertragshändler'],
];

const today = () => new Date().toISOString().slice(0, 10);

/** The form as the preview takes it: an unsaved logo upload stays out (the preview shows stored logos only). */
function previewBody(fair: AdminFairInput): AdminFairInput {
  const logo = (value: string | null | undefined) =>
    typeof value === 'string' && value.startsWith('data:') ? null : value;
  return { ...fair, logoDe: logo(fair.logoDe), logoFr: logo(fair.logoFr), logoEn: logo(fair.logoEn) };
}

type Shown = { state: 'idle' | 'loading' } | { state: 'loaded'; view: FairPageView } | { state: 'error'; text: string };

/**
 * "Vorschau als Aussteller" (beyond the spec): the exhibitor's fair page of this fair with a sample booth whose status
 * and booth type the manager chooses, seen on a chosen day, from the form as it is now (unsaved changes included)
 * or from the saved fair. The server builds it with the exhibitor's own rules (POST /api/admin/fairs/preview);
 * nothing is stored and the booking system is not asked.
 */
export const FairPreview = observer(function FairPreview({
  saved,
  current,
  dirty,
}: {
  saved: AdminFairInput;
  current: AdminFairInput;
  dirty: boolean;
}) {
  const { api } = useStores();
  const [open, setOpen] = useState(false);
  const [fromForm, setFromForm] = useState(true);
  const [status, setStatus] = useState<FairPreviewSample['status']>('BESTAETIGT');
  const [boothType, setBoothType] = useState<FairPreviewSample['boothType']>('AUSSTELLER');
  const [day, setDay] = useState<string | null>(today());
  const [shown, setShown] = useState<Shown>({ state: 'idle' });
  const root = useStores();
  // The form is read when the manager asks (opening, "Aktualisieren"), not on every keystroke.
  const form = useRef({ saved, current });
  useEffect(() => {
    form.current = { saved, current };
  });

  const show = useCallback(async () => {
    setShown({ state: 'loading' });
    try {
      const fair = previewBody(fromForm ? form.current.current : form.current.saved);
      const sample: FairPreviewSample = { status, boothType, language: root.session.language, ...(day ? { day } : {}) };
      setShown({ state: 'loaded', view: await previewFair(api, { fair, sample }) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const fields = error.errors.map(
          (field) =>
            `${fairFieldLabel(field.field.replace(/^\/body\/fair\//, '').replaceAll('/', '.'))}: ${field.detail ?? ''}`,
        );
        setShown({ state: 'error', text: `Die Vorschau ist so nicht möglich. ${fields.join('; ')}` });
      } else {
        root.handleApiFailure(error);
        setShown({ state: 'error', text: 'Die Vorschau konnte nicht geladen werden. Bitte versuchen Sie es erneut.' });
      }
    }
  }, [api, fromForm, status, boothType, day, root]);

  useEffect(() => {
    if (open) void show();
  }, [open, show]);

  const close = () => setOpen(false);

  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
        {/* On a phone the save bar shows "Vorschau"; the button's name stays whole for screen readers. */}
        <span>
          Vorschau<span className="admin-long-label"> als Aussteller</span>
        </span>
      </button>
      {createPortal(
        <AdminModal open={open} onClose={close} title="Vorschau als Aussteller" variant="big">
          <div className="fair-preview">
            <fieldset className="fair-preview-sample">
              <legend>Beispielstand</legend>
              <label className="admin-field">
                <span className="admin-label">Standstatus</span>
                <select
                  className="admin-input"
                  value={status}
                  onChange={(event) => setStatus(event.target.value as typeof status)}
                >
                  {STATUSES.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </label>
              <label className="admin-field">
                <span className="admin-label">Standtyp</span>
                <select
                  className="admin-input"
                  value={boothType}
                  onChange={(event) => setBoothType(event.target.value as typeof boothType)}
                >
                  {BOOTH_TYPES.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </label>
              <div className="admin-field">
                <label className="admin-label" htmlFor="fair-preview-day">
                  Ansicht am (TT.MM.JJJJ)
                </label>
                <GermanDateInput id="fair-preview-day" className="admin-input" value={day} onChange={setDay} />
              </div>
              <label className="admin-field admin-check">
                <input type="checkbox" checked={fromForm} onChange={(event) => setFromForm(event.target.checked)} />
                Aktuelles Formular (mit ungespeicherten Änderungen)
              </label>
            </fieldset>
            <p>
              <button type="button" className="button button-secondary" onClick={() => void show()}>
                Vorschau aktualisieren
              </button>
            </p>
            {dirty && !fromForm && (
              <p className="admin-alert admin-alert-warning">
                Ungespeicherte Änderungen sind in dieser Vorschau nicht enthalten.
              </p>
            )}
            {shown.state === 'error' && (
              <p className="admin-alert admin-alert-error" role="alert">
                {shown.text}
              </p>
            )}
            {shown.state === 'loading' && (
              <p className="admin-hint" role="status">
                Die Vorschau wird erstellt …
              </p>
            )}
            {shown.state === 'loaded' && <FairPreviewPage view={shown.view} />}
          </div>
        </AdminModal>,
        document.body,
      )}
    </>
  );
});
