import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useStores } from '../../app/StoreContext.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { describedBy, FieldFrame } from '../form/FieldFrame.tsx';
import { AnnouncementFormStore } from './AnnouncementFormStore.ts';
import { prefillFromQuery, TASK_STATE_LABELS, TASK_STATES, type AnnouncementFormValue } from './announcementForm.ts';
import { ANNOUNCEMENTS_PATH, formatInstant } from './AnnouncementListPage.tsx';
import './announcements.css';

type TextField = 'subjectDe' | 'subjectFr' | 'subjectEn' | 'bodyDe' | 'bodyFr' | 'bodyEn';
const LANGUAGES = [
  { suffix: 'De', name: 'Deutsch' },
  { suffix: 'Fr', name: 'Französisch' },
  { suffix: 'En', name: 'Englisch' },
] as const;

/**
 * A new Mitteilung (beyond the spec): to the booths of a fair the segment picks, in the three languages, now or at a
 * later time, and whether by e-mail too. The address may prefill the fair, the task and its states (the cockpit's
 * "Überfällige erinnern"); the form says how many the message will reach before it is sent.
 */
export const AnnouncementFormPage = observer(function AnnouncementFormPage() {
  const root = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const [store] = useState(() => new AnnouncementFormStore(root, prefillFromQuery(location.search)));
  useDocumentTitle('Admin: Neue Mitteilung');

  useEffect(() => {
    void store.start();
    return () => store.stop();
  }, [store]);

  const submit = async () => {
    if (!(await store.submit()) || store.created === undefined) return;
    const created = store.created;
    const notice =
      created.sendAt > new Date().toISOString()
        ? `Die Mitteilung «${created.subjectDe}» wird am ${formatInstant(created.sendAt)} versendet.`
        : `Die Mitteilung «${created.subjectDe}» wird jetzt versendet.`;
    void navigate(ANNOUNCEMENTS_PATH, { state: { notice } });
  };

  return (
    <div className="admin-page">
      <p className="admin-back">
        <Link to={ANNOUNCEMENTS_PATH}>← Zu den Mitteilungen</Link>
      </p>
      <div className="admin-page-head">
        <h1 className="admin-title">Neue Mitteilung</h1>
      </div>
      <div role="alert" className="admin-status">
        {store.failure !== undefined && <p className="admin-alert admin-alert-error">{store.failure}</p>}
        {store.fairsState === 'failed' && (
          <p className="admin-alert admin-alert-error">Die Messen konnten nicht geladen werden.</p>
        )}
      </div>
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <section className="admin-card" aria-labelledby="announcement-recipients">
          <h2 id="announcement-recipients" className="admin-card-title">
            Empfänger
          </h2>
          <Reach store={store} />
          <Select store={store} field="fairId" label="Messe" required>
            <option value="">{store.fairsState === 'loading' ? 'Messen werden geladen …' : 'Bitte wählen'}</option>
            {store.fairs.map((fair) => (
              <option key={fair._id} value={fair._id}>
                {fair.displayNameDe} ({fair.idCode})
              </option>
            ))}
          </Select>
          <Select
            store={store}
            field="taskId"
            label="Aufgabe"
            hint="Ohne Aufgabe: irgendeine Aufgabe im gewählten Status."
          >
            <option value="">Alle Aufgaben</option>
            {store.tasks.map((task) => (
              <option key={task.id} value={task.id}>
                {task.name}
              </option>
            ))}
            {store.value.taskId !== '' && !store.tasks.some((task) => task.id === store.value.taskId) && (
              <option value={store.value.taskId}>{store.value.taskId}</option>
            )}
          </Select>
          <fieldset className="admin-field">
            <legend className="admin-label">Status der Aufgabe</legend>
            <div className="announcement-states">
              {TASK_STATES.map((state) => (
                <label key={state}>
                  <input
                    type="checkbox"
                    checked={store.value.states.includes(state)}
                    onChange={(event) => store.toggleState(state, event.target.checked)}
                  />{' '}
                  {TASK_STATE_LABELS[state]}
                </label>
              ))}
            </div>
          </fieldset>
          <Text store={store} field="statuses" label="Standstatus" hint="Kommagetrennt, z. B. BOOKED. Leer: alle." />
          <Text
            store={store}
            field="exhibitorTypes"
            label="Ausstellertyp"
            hint="Kommagetrennt, z. B. AUSSTELLER, MITAUSSTELLER. Leer: alle."
          />
          <Text store={store} field="halls" label="Hallen" hint="Kommagetrennt, wie im Buchungssystem. Leer: alle." />
          <Select store={store} field="neverSignedIn" label="Anmeldung im Portal">
            <option value="">Egal</option>
            <option value="yes">Nur wer sich noch nie angemeldet hat</option>
            <option value="no">Nur wer sich schon angemeldet hat</option>
          </Select>
        </section>
        <section className="admin-card" aria-labelledby="announcement-texts">
          <h2 id="announcement-texts" className="admin-card-title">
            Text
          </h2>
          <div className="announcement-languages">
            {LANGUAGES.map(({ suffix, name }) => (
              <div key={suffix}>
                <Text store={store} field={`subject${suffix}`} label={`Betreff (${name})`} required maxLength={150} />
                <Text
                  store={store}
                  field={`body${suffix}`}
                  label={`Text (${name})`}
                  required
                  multiline
                  maxLength={5000}
                />
              </div>
            ))}
          </div>
        </section>
        <section className="admin-card" aria-labelledby="announcement-sending">
          <h2 id="announcement-sending" className="admin-card-title">
            Versand
          </h2>
          <fieldset className="admin-field">
            <legend className="admin-label">Zeitpunkt</legend>
            <div className="announcement-send">
              <label>
                <input type="radio" checked={!store.value.sendLater} onChange={() => store.set('sendLater', false)} />{' '}
                Sofort
              </label>
              <label>
                <input type="radio" checked={store.value.sendLater} onChange={() => store.set('sendLater', true)} />{' '}
                Später
              </label>
            </div>
          </fieldset>
          {store.value.sendLater && (
            <Text store={store} field="sendAt" label="Versand am" type="datetime-local" required />
          )}
          <div className="admin-field">
            <label>
              <input
                type="checkbox"
                checked={store.value.sendMail}
                onChange={(event) => store.set('sendMail', event.target.checked)}
              />{' '}
              Auch per E-Mail senden
            </label>
            <p className="admin-hint">
              An Benutzer, die E-Mail-Benachrichtigungen eingeschaltet haben, und an Kontakte ohne Portalkonto (mit
              einem Link zur Anmeldung).
            </p>
          </div>
        </section>
        <div className="admin-form-actions">
          <button type="submit" className="button button-primary" disabled={store.saving} aria-busy={store.saving}>
            {store.saving ? 'Wird gesendet …' : store.value.sendLater ? 'Versand planen' : 'Jetzt senden'}
          </button>
        </div>
      </form>
    </div>
  );
});

const Reach = observer(function Reach({ store }: { store: AnnouncementFormStore }) {
  const { reach } = store;
  const text =
    reach.kind === 'none'
      ? 'Wählen Sie eine Messe, um zu sehen, wen die Mitteilung erreicht.'
      : reach.kind === 'loading'
        ? 'Empfänger werden gezählt …'
        : reach.kind === 'failed'
          ? 'Die Empfänger konnten nicht gezählt werden.'
          : reach.reach.asOf === null
            ? 'Für diese Messe liegt noch kein Fortschritt vor; sie erreicht zurzeit niemanden.'
            : `Erreicht ${reach.reach.recipients} Empfänger an ${reach.reach.booths} Ständen (${reach.reach.users} mit Portalkonto, ${reach.reach.contactsWithoutAccount} nur per E-Mail), Stand ${formatInstant(reach.reach.asOf)}.`;
  return (
    <p className="announcement-reach" role="status" aria-live="polite">
      {text}
    </p>
  );
});

type FormField = keyof AnnouncementFormValue;

const Select = observer(function Select({
  store,
  field,
  label,
  hint,
  required,
  children,
}: {
  store: AnnouncementFormStore;
  field: 'fairId' | 'taskId' | 'neverSignedIn';
  label: string;
  hint?: string;
  required?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const error = store.errors[field];
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <select
        id={id}
        className="admin-input"
        value={store.value[field]}
        aria-required={required}
        {...describedBy(id, hint, error)}
        onChange={(event) => store.set(field, event.target.value)}
      >
        {children}
      </select>
    </FieldFrame>
  );
});

const Text = observer(function Text({
  store,
  field,
  label,
  hint,
  required,
  multiline,
  maxLength,
  type = 'text',
}: {
  store: AnnouncementFormStore;
  field: Extract<FormField, TextField | 'statuses' | 'exhibitorTypes' | 'halls' | 'sendAt'>;
  label: string;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  maxLength?: number;
  type?: 'text' | 'datetime-local';
}) {
  const id = useId();
  const error = store.errors[field];
  const common = {
    id,
    className: 'admin-input',
    value: store.value[field],
    maxLength,
    'aria-required': required,
    ...describedBy(id, hint, error),
  };
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      {multiline ? (
        <textarea {...common} rows={6} onChange={(event) => store.set(field, event.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(event) => store.set(field, event.target.value)} />
      )}
    </FieldFrame>
  );
});
