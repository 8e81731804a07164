import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { WebhookDelivery } from '../../api/adminWebhooksApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { AdminLoadError } from '../ui/AdminLoadError.tsx';
import { SuccessAlert } from '../ui/SuccessAlert.tsx';
import { DeliveriesStore } from './DeliveriesStore.ts';
import { DeliveryStatusBadge, WebhooksSkeleton } from './webhookParts.tsx';
import { eventTypeLabel, formatTime } from './webhookTexts.ts';
import { webhookEditPath, WEBHOOKS_PATH } from './WebhookListPage.tsx';
import './webhooks.css';

/**
 * The delivery log of one webhook (the newest 50): what was sent, whether it arrived, how often it was tried and
 * what the receiver answered last; a delivery can be sent again, and a test event checks the receiver.
 */
export function WebhookDeliveriesPage() {
  const id = useParams()['id'] ?? '';
  return <DeliveriesView key={id} id={id} />;
}

const DeliveriesView = observer(function DeliveriesView({ id }: { id: string }) {
  const root = useStores();
  const [store] = useState(() => new DeliveriesStore(root, id));
  useDocumentTitle('Admin: Zustellungen des Webhooks');

  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);

  const webhook = store.webhook;
  const message = store.message;
  return (
    <div className="admin-page">
      <p className="admin-back">
        <Link to={WEBHOOKS_PATH}>← Zu den Webhooks</Link>
      </p>
      <div className="admin-page-head">
        <h1 className="admin-title">Zustellungen</h1>
        {webhook !== undefined && (
          <div className="webhook-head-actions">
            <button
              type="button"
              className="button button-primary"
              onClick={() => void store.sendTest()}
              disabled={store.testing}
              aria-busy={store.testing}
            >
              {store.testing ? 'Wird gesendet …' : 'Testereignis senden'}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void store.refresh()}
              disabled={store.refreshing}
              aria-busy={store.refreshing}
            >
              Aktualisieren
            </button>
          </div>
        )}
      </div>
      {webhook !== undefined && (
        <p className="lead webhook-subject">
          Webhook an <span className="webhook-url">{webhook.url}</span>
          {webhook.description !== '' && ` – ${webhook.description}`}
          {!webhook.enabled && ' (inaktiv: erhält keine Ereignisse, Testereignisse schon)'}.{' '}
          <Link to={webhookEditPath(webhook)}>Bearbeiten</Link>
        </p>
      )}
      {message?.kind === 'success' ? (
        <SuccessAlert message={message.text} shownAt={store.messageAt} />
      ) : (
        <div role="alert" className="admin-status">
          {message !== undefined && <p className="admin-alert admin-alert-error">{message.text}</p>}
        </div>
      )}
      {store.state === 'loading' ? (
        <WebhooksSkeleton label="Zustellungen werden geladen …" />
      ) : store.state === 'failed' ? (
        <AdminLoadError
          text="Die Zustellungen konnten nicht geladen werden. Vielleicht wurde der Webhook inzwischen gelöscht."
          onRetry={() => void store.load()}
        />
      ) : store.deliveries.length === 0 ? (
        <div className="webhook-empty" role="status">
          <h2>Noch keine Zustellungen</h2>
          <p>Sobald ein abonniertes Ereignis eintritt oder Sie ein Testereignis senden, erscheint es hier.</p>
        </div>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table webhook-table" aria-busy={store.refreshing}>
            <caption className="sr-only">Zustellungen, die neuesten zuerst</caption>
            <thead>
              <tr>
                <th scope="col">Ereignis</th>
                <th scope="col">Status</th>
                <th scope="col">Letzte Antwort</th>
                <th scope="col">Zeit</th>
                <th scope="col">
                  <span className="sr-only">Aktionen</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {store.deliveries.map((delivery) => (
                <DeliveryRow
                  key={delivery._id}
                  delivery={delivery}
                  busy={store.redelivering === delivery._id}
                  disabled={store.redelivering !== undefined}
                  onRedeliver={() => void store.redeliver(delivery)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
});

function DeliveryRow({
  delivery,
  busy,
  disabled,
  onRedeliver,
}: {
  delivery: WebhookDelivery;
  busy: boolean;
  disabled: boolean;
  onRedeliver: () => void;
}) {
  const code = delivery.lastStatusCode === null ? undefined : `HTTP ${delivery.lastStatusCode}`;
  // The error often names the status itself ("HTTP 500 …"): then it is said once.
  const answer = [
    code !== undefined && delivery.lastError?.includes(String(delivery.lastStatusCode)) ? undefined : code,
    delivery.lastError ?? undefined,
  ].filter((part) => part !== undefined);
  const name = `${eventTypeLabel(delivery.eventType)} vom ${formatTime(delivery.createdAt)}`;
  return (
    <tr>
      <th scope="row">
        {eventTypeLabel(delivery.eventType)}
        <code className="webhook-event-code">{delivery.eventType}</code>
      </th>
      <td data-label="Status">
        <DeliveryStatusBadge status={delivery.status} />
        <span className="webhook-note">
          {delivery.attempts} {delivery.attempts === 1 ? 'Versuch' : 'Versuche'}
        </span>
        {delivery.status === 'pending' && delivery.nextAttemptAt !== null && (
          <span className="webhook-note">Nächster Versuch {formatTime(delivery.nextAttemptAt)}</span>
        )}
      </td>
      <td data-label="Letzte Antwort" className="webhook-answer">
        {answer.length === 0 ? '–' : answer.join(' · ')}
      </td>
      <td data-label="Zeit">
        {formatTime(delivery.createdAt)}
        {delivery.deliveredAt !== null && (
          <span className="webhook-note">zugestellt {formatTime(delivery.deliveredAt)}</span>
        )}
      </td>
      <td className="admin-row-actions">
        {delivery.status !== 'pending' && (
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={onRedeliver}
            disabled={disabled}
            aria-busy={busy}
            aria-label={`${name} erneut senden`}
          >
            {busy ? 'Wird gesendet …' : 'Erneut senden'}
          </button>
        )}
      </td>
    </tr>
  );
}
