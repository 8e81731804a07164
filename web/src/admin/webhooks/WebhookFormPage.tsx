import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { WebhookCreated, WebhookEventType } from '../../api/adminWebhooksApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { routeId } from '../form/AdminFormPage.tsx';
import type { AdminFormStore, Versioned } from '../form/AdminFormStore.ts';
import { ConflictDialog } from '../form/ConflictDialog.tsx';
import { HistoryPanel } from '../form/HistoryPanel.tsx';
import { LeavePrompt } from '../form/LeavePrompt.tsx';
import { TextAreaField } from '../form/TextAreaField.tsx';
import { TextField } from '../form/TextField.tsx';
import { AdminLoading } from '../ui/AdminLoadError.tsx';
import { createWebhookFormStore, WEBHOOK_FIELD_LABELS, type WebhookForm } from './webhookForm.ts';
import { deliveriesPath, WEBHOOKS_PATH } from './WebhookListPage.tsx';
import { SecretBox } from './webhookParts.tsx';
import { EVENT_TYPE_LABELS, EVENT_TYPES, webhookName } from './webhookTexts.ts';
import './webhooks.css';

const fieldLabel = (field: string) => WEBHOOK_FIELD_LABELS[field] ?? field;

/** The create and edit form of a webhook; a new store for each route id. */
export function WebhookFormPage() {
  const id = routeId(useParams());
  return <WebhookFormView key={id ?? 'new'} id={id} />;
}

const WebhookFormView = observer(function WebhookFormView({ id }: { id: string | undefined }) {
  const root = useStores();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [created, setCreated] = useState<WebhookCreated | undefined>(undefined);
  const [store] = useState(() => createWebhookFormStore(root, id, setCreated));
  const title = id === undefined ? 'Neuer Webhook' : 'Webhook bearbeiten';
  useDocumentTitle(`Admin: ${created === undefined ? title : 'Webhook angelegt'}`);

  useEffect(() => {
    void store.load();
  }, [store]);

  if (created !== undefined) return <CreatedView created={created} />;
  if (store.state !== 'ready') return <div className="admin-page">{store.state === 'loading' && <AdminLoading />}</div>;

  const submit = async (overwrite = false) => {
    const saved = overwrite ? await store.overwrite() : await store.submit();
    if (saved !== undefined && id !== undefined) {
      void navigate(WEBHOOKS_PATH, { state: { notice: `${webhookName(saved)} wurde gespeichert.` } });
    } else if (saved === undefined && store.hasErrors) {
      // The first marked field gets the focus once it is drawn with its message.
      setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
    }
  };

  return (
    <div className="admin-page">
      <p className="admin-back">
        <Link to={WEBHOOKS_PATH}>← Zu den Webhooks</Link>
      </p>
      <div className="admin-page-head">
        <h1 className="admin-title">{title}</h1>
      </div>
      <div role="alert" className="admin-status">
        {store.failure !== undefined && <p className="admin-alert admin-alert-error">{store.failure}</p>}
      </div>
      <form
        ref={formRef}
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="admin-card">
          <TextField
            store={store}
            field="url"
            label="Ziel-URL"
            type="url"
            required
            maxLength={2000}
            hint="Die Adresse, an die das Portal die Ereignisse sendet, z. B. https://dienst.example.ch/webhooks."
          />
          <TextAreaField store={store} field="description" label="Beschreibung" rows={2} maxLength={500} />
          <EventTypesField store={store} />
          <EnabledField store={store} />
        </div>
        <div className="admin-form-actions">
          <button type="submit" className="button button-primary" disabled={store.saving} aria-busy={store.saving}>
            {store.saving ? 'Wird gespeichert …' : 'Webhook speichern'}
          </button>
          {store.dirty && <span className="admin-dirty">Ungespeicherte Änderungen</span>}
        </div>
      </form>
      <ConflictDialog
        store={store as unknown as AdminFormStore<object & Versioned>}
        onOverwrite={() => void submit(true)}
        fieldLabel={fieldLabel}
      />
      {id !== undefined && (
        // Who created and changed the webhook, and what (never its secret); a webhook has no versions to go back to.
        <HistoryPanel entity="webhook" id={id} version={store.value.version} fieldLabel={fieldLabel} />
      )}
      <LeavePrompt when={store.dirty && !store.saving} />
    </div>
  );
});

/** The event types as checkboxes; none checked subscribes to every event. */
const EventTypesField = observer(function EventTypesField({ store }: { store: AdminFormStore<WebhookForm> }) {
  const id = useId();
  const error = store.errorOf('eventTypes');
  const chosen = store.value.eventTypes;
  const toggle = (type: WebhookEventType, checked: boolean) =>
    store.set(
      'eventTypes',
      EVENT_TYPES.filter((candidate) => (candidate === type ? checked : chosen.includes(candidate))),
    );
  return (
    <fieldset
      className={`admin-field webhook-events${error === undefined ? '' : ' admin-field-invalid'}`}
      aria-describedby={[`${id}-hint`, error === undefined ? undefined : `${id}-error`].filter(Boolean).join(' ')}
    >
      <legend className="admin-label">Ereignisse</legend>
      <p id={`${id}-hint`} className="admin-hint">
        {chosen.length === 0
          ? 'Keines angekreuzt: Der Webhook erhält alle Ereignisse, auch künftige Arten.'
          : `${chosen.length} von ${EVENT_TYPES.length} Ereignissen angekreuzt.`}
      </p>
      <div className="webhook-event-options">
        {EVENT_TYPES.map((type) => (
          <label key={type} className="webhook-event-option">
            <input
              type="checkbox"
              checked={chosen.includes(type)}
              aria-invalid={error === undefined ? undefined : true}
              onChange={(event) => toggle(type, event.target.checked)}
            />
            <span>
              {EVENT_TYPE_LABELS[type]} <code className="webhook-event-code">{type}</code>
            </span>
          </label>
        ))}
      </div>
      {error !== undefined && (
        <p id={`${id}-error`} className="admin-field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
});

const EnabledField = observer(function EnabledField({ store }: { store: AdminFormStore<WebhookForm> }) {
  return (
    <div className="admin-field">
      <Switch
        checked={store.value.enabled}
        onChange={(checked) => store.set('enabled', checked)}
        label="Ereignisse senden"
        onText="Aktiv"
        offText="Inaktiv"
      />
      <p className="admin-hint">Ein inaktiver Webhook behält seine Einstellungen, erhält aber keine Ereignisse.</p>
    </div>
  );
});

/** After the create: the secret, this once, and where to go next. */
function CreatedView({ created }: { created: WebhookCreated }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="admin-page">
      <p className="admin-back">
        <Link to={WEBHOOKS_PATH}>← Zu den Webhooks</Link>
      </p>
      <div className="admin-page-head">
        <h1 className="admin-title" ref={headingRef} tabIndex={-1}>
          Webhook angelegt
        </h1>
      </div>
      <p className="admin-alert admin-alert-success" role="status">
        Der Webhook an <span className="webhook-url">{created.url}</span> wurde angelegt.
      </p>
      <SecretBox secret={created.secret} />
      <div className="webhook-next-actions">
        <Link className="button button-primary" to={WEBHOOKS_PATH}>
          Zur Übersicht
        </Link>
        <Link className="button button-secondary" to={deliveriesPath(created)}>
          Zustellungen und Testereignis
        </Link>
      </div>
    </div>
  );
}
