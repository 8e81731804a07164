import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { WebhookSubscription } from '../../api/adminWebhooksApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import type { ListNotice } from '../list/AdminListPage.tsx';
import { ListExportButton } from '../list/ListExportButton.tsx';
import { AdminLoadError } from '../ui/AdminLoadError.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { SuccessAlert } from '../ui/SuccessAlert.tsx';
import { DeliveryStatusBadge, WebhooksSkeleton } from './webhookParts.tsx';
import { eventTypeLabel, formatTime, webhookLabel, webhookName } from './webhookTexts.ts';
import { WebhooksStore } from './WebhooksStore.ts';
import '../list/listTools.css';
import './webhooks.css';

export const WEBHOOKS_PATH = '/admin/webhooks';
export const webhookEditPath = (webhook: { _id: string }) => `${WEBHOOKS_PATH}/edit/${encodeURIComponent(webhook._id)}`;
export const deliveriesPath = (webhook: { _id: string }) =>
  `${WEBHOOKS_PATH}/${encodeURIComponent(webhook._id)}/deliveries`;

/**
 * Webhooks (beyond the spec): other services subscribe to the portal's events here; each row says whether its
 * deliveries arrive, and leads to its delivery log, its form and its delete after Ja.
 */
export const WebhookListPage = observer(function WebhookListPage() {
  const root = useStores();
  const location = useLocation();
  const [store] = useState(() => new WebhooksStore(root));
  const handedNotice = (location.state as ListNotice | null)?.notice;
  useDocumentTitle('Admin: Webhooks');

  useEffect(() => {
    void store.load();
  }, [store]);

  // The deleted row took its button with it: the keyboard focus goes to the heading, not to the page's start.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (store.noticeAt > 0) headingRef.current?.focus();
  }, [store.noticeAt]);

  const pending = store.pendingDelete;
  return (
    <div className="admin-page">
      <div className="admin-page-head">
        <h1 className="admin-title" ref={headingRef} tabIndex={-1}>
          Webhooks
        </h1>
        {store.state === 'ready' && store.items.length > 0 && (
          <div className="admin-head-actions">
            <NewWebhookLink />
            <ListExportButton path="/api/admin/webhooks" name="webhooks" query={() => ''} />
          </div>
        )}
      </div>
      <p className="lead">
        Andere Dienste erhalten die Ereignisse des Portals (z. B. eine abgeschlossene Versicherung oder eine geänderte
        Messe) als signierte HTTP-Anfrage nach dem Standard Webhooks.
      </p>
      <SuccessAlert message={store.notice ?? handedNotice} shownAt={store.noticeAt} />
      {store.state === 'loading' ? (
        <WebhooksSkeleton label="Webhooks werden geladen …" />
      ) : store.state === 'failed' ? (
        <AdminLoadError text="Die Webhooks konnten nicht geladen werden." onRetry={() => void store.load()} />
      ) : store.items.length === 0 ? (
        <div className="webhook-empty">
          <h2>Noch keine Webhooks</h2>
          <p>Legen Sie einen Webhook an, damit ein anderer Dienst die Ereignisse des Portals erhält.</p>
          <NewWebhookLink />
        </div>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table webhook-table">
            <caption className="sr-only">Webhooks mit dem Stand ihrer Zustellungen</caption>
            <thead>
              <tr>
                <th scope="col">Ziel-URL</th>
                <th scope="col">Ereignisse</th>
                <th scope="col">Status</th>
                <th scope="col">Zustellungen</th>
                <th scope="col">
                  <span className="sr-only">Aktionen</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {store.items.map((webhook) => (
                <WebhookRow key={webhook._id} webhook={webhook} onDelete={() => store.askDelete(webhook)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={pending !== undefined}
        title="Löschen bestätigen"
        onYes={() => void store.confirmDelete()}
        onNo={() => store.cancelDelete()}
        busy={store.deleting}
        error={store.deleteError}
      >
        {pending !== undefined &&
          `Soll der Webhook an ${pending.url} wirklich gelöscht werden? Er erhält danach keine Ereignisse mehr. Mit seinem Zustellprotokoll liegt er 30 Tage im Papierkorb und kann von dort wiederhergestellt werden.`}
      </ConfirmDialog>
    </div>
  );
});

function NewWebhookLink() {
  return (
    <Link className="button button-primary" to={`${WEBHOOKS_PATH}/create`}>
      Neuer Webhook
    </Link>
  );
}

function WebhookRow({ webhook, onDelete }: { webhook: WebhookSubscription; onDelete: () => void }) {
  const name = webhookName(webhook);
  const last = webhook.lastDelivery;
  return (
    <tr>
      <th scope="row" className="webhook-target">
        <Link to={webhookEditPath(webhook)} className="webhook-url">
          {webhook.url}
        </Link>
        {webhook.description !== '' && <span className="webhook-description">{webhook.description}</span>}
      </th>
      <td data-label="Ereignisse">
        {webhook.eventTypes.length === 0 ? 'Alle Ereignisse' : webhook.eventTypes.map(eventTypeLabel).join(', ')}
      </td>
      <td data-label="Status">
        <span className={webhook.enabled ? 'badge admin-badge admin-badge-active' : 'badge admin-badge-ended'}>
          {webhook.enabled ? 'Aktiv' : 'Inaktiv'}
        </span>
      </td>
      <td data-label="Zustellungen">
        <span className="webhook-last">
          {last === null ? (
            'Noch keine Zustellung'
          ) : (
            <>
              <DeliveryStatusBadge status={last.status} />
              <span>{formatTime(last.at)}</span>
            </>
          )}
        </span>
        <span className={webhook.failedDeliveries > 0 ? 'webhook-failed-count' : 'webhook-failed-none'}>
          Fehlgeschlagen: {webhook.failedDeliveries}
        </span>
      </td>
      <td className="admin-row-actions webhook-row-actions">
        <Link
          className="button button-secondary button-small"
          to={deliveriesPath(webhook)}
          aria-label={`Zustellungen von «${webhookLabel(webhook)}»`}
        >
          Zustellungen
        </Link>
        <Link
          className="button button-secondary button-small"
          to={webhookEditPath(webhook)}
          aria-label={`${name} bearbeiten`}
        >
          Bearbeiten
        </Link>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={onDelete}
          aria-label={`${name} löschen`}
        >
          Löschen
        </button>
      </td>
    </tr>
  );
}
