import { useEffect, useId, useState, type ReactElement } from 'react';
import { useNavigate } from 'react-router';
import {
  ADMIN_VALIDATION_MESSAGES,
  DEFAULT_DUPLICATE_SHIFT_DAYS,
  MAX_DUPLICATE_SHIFT_DAYS,
} from '../../../../domain/admin/index.ts';
import { ApiError } from '../../api/ApiError.ts';
import type { AdminFairSummary } from '../../api/adminFairApi.ts';
import { duplicateFair } from '../../api/adminFairApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import type { ListNotice } from '../list/AdminListPage.tsx';
import { AdminModal } from '../ui/AdminModal.tsx';
import { adminFailureText } from '../ui/adminMessages.ts';

type Errors = Partial<Record<'idCode' | 'shiftDays', string>>;

/** The message the copy opens with: which fair it copies and under which code (its history says the same). */
const duplicatedNotice = (source: AdminFairSummary, code: string): string =>
  `Kopie von «${source.displayNameDe || source.idCode}» (${source.idCode}) als ${code} angelegt.`;

function checked(idCode: string, days: string): Errors {
  const errors: Errors = {};
  if (idCode.trim() === '') errors.idCode = ADMIN_VALIDATION_MESSAGES.required;
  else if (!/^[A-Za-z0-9_-]{1,40}$/.test(idCode.trim()))
    errors.idCode = 'Nur Buchstaben, Ziffern, - und _ (höchstens 40 Zeichen)';
  const shift = Number(days);
  if (!/^-?\d+$/.test(days.trim()) || Math.abs(shift) > MAX_DUPLICATE_SHIFT_DAYS)
    errors.shiftDays = `Bitte eine ganze Zahl zwischen -${MAX_DUPLICATE_SHIFT_DAYS} und ${MAX_DUPLICATE_SHIFT_DAYS} angeben`;
  return errors;
}

/**
 * "Messe duplizieren" (beyond the spec): the next edition of a fair under a new code, every date moved by the
 * days chosen (one year by default); the new fair opens in the form afterwards.
 */
export function DuplicateFairModal({
  fair,
  onClose,
}: {
  readonly fair: AdminFairSummary | undefined;
  readonly onClose: () => void;
}) {
  const { api } = useStores();
  const navigate = useNavigate();
  const id = useId();
  const [idCode, setIdCode] = useState('');
  const [days, setDays] = useState(String(DEFAULT_DUPLICATE_SHIFT_DAYS));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setIdCode('');
    setDays(String(DEFAULT_DUPLICATE_SHIFT_DAYS));
    setErrors({});
    setFailure(undefined);
  }, [fair]);

  const submit = async () => {
    if (fair === undefined) return;
    const found = checked(idCode, days);
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const copy = await duplicateFair(api, fair._id, { idCode: idCode.trim(), shiftDays: Number(days) });
      onClose();
      const notice: ListNotice = { notice: duplicatedNotice(fair, copy.idCode ?? idCode.trim()) };
      void navigate(`/admin/fair/${encodeURIComponent(copy._id)}#messedaten`, { state: notice });
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) {
        const byField: Errors = {};
        for (const fieldError of error.errors) {
          const field = fieldError.field.replace(/^\/body\//, '');
          if (field === 'idCode' || field === 'shiftDays') byField[field] = fieldError.detail ?? 'Ungültiger Wert';
        }
        setErrors(byField);
        if (Object.keys(byField).length === 0) setFailure(adminFailureText(error, 'Duplizieren'));
      } else {
        setFailure(adminFailureText(error, 'Duplizieren'));
      }
    } finally {
      setBusy(false);
    }
  };

  const field = (name: 'idCode' | 'shiftDays', label: string, hint: string, input: ReactElement) => (
    <div className={`admin-field${errors[name] ? ' admin-field-invalid' : ''}`}>
      <label className="admin-label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <p className="admin-hint" id={`${id}-${name}-hint`}>
        {hint}
      </p>
      {input}
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="admin-field-error">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const described = (name: 'idCode' | 'shiftDays') =>
    [`${id}-${name}-hint`, errors[name] ? `${id}-${name}-error` : undefined].filter(Boolean).join(' ');

  return (
    <AdminModal
      open={fair !== undefined}
      title={`Messe «${fair?.displayNameDe ?? ''}» duplizieren`}
      onClose={onClose}
      dismissDisabled={busy}
      footer={
        <>
          <button type="button" className="button button-primary" onClick={() => void submit()} disabled={busy}>
            Duplizieren
          </button>
          <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
            Abbrechen
          </button>
        </>
      }
    >
      <div className="fair-duplicate">
        <p>
          Die neue Messe übernimmt Prozesskonfiguration, Dokumente, Ablauf, Status-Texte und Texte von {fair?.idCode};
          alle Daten werden um die gewählte Anzahl Tage verschoben. Logos werden nicht übernommen.
        </p>
        {field(
          'idCode',
          'Neuer Messe-Code',
          'Buchstaben, Ziffern, - und _.',
          <input
            id={`${id}-idCode`}
            className="admin-input"
            value={idCode}
            onChange={(event) => setIdCode(event.target.value)}
            aria-invalid={errors.idCode ? true : undefined}
            aria-describedby={described('idCode')}
            autoComplete="off"
            maxLength={40}
          />,
        )}
        {field(
          'shiftDays',
          'Daten verschieben um (Tage)',
          '365 = ein Jahr später; eine negative Zahl verschiebt nach vorne.',
          <input
            id={`${id}-shiftDays`}
            className="admin-input"
            type="number"
            step={1}
            min={-MAX_DUPLICATE_SHIFT_DAYS}
            max={MAX_DUPLICATE_SHIFT_DAYS}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            aria-invalid={errors.shiftDays ? true : undefined}
            aria-describedby={described('shiftDays')}
          />,
        )}
        {failure && (
          <p className="admin-alert admin-alert-error" role="alert">
            {failure}
          </p>
        )}
      </div>
    </AdminModal>
  );
}
