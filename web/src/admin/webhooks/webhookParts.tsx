import { useState } from 'react';
import type { DeliveryStatus } from '../../api/adminWebhooksApi.ts';
import { STATUS_BADGE, STATUS_LABELS } from './webhookTexts.ts';

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return <span className={STATUS_BADGE[status]}>{STATUS_LABELS[status]}</span>;
}

/** Grey rows in the table's place while it loads; screen readers hear the label. */
export function WebhooksSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="webhook-skeleton admin-table-wrap" role="status" aria-busy="true">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="webhook-skeleton-row" aria-hidden="true">
          <span className="skeleton-line" />
          <span className="skeleton-line skeleton-line-short" />
        </div>
      ))}
    </div>
  );
}

/**
 * The signing secret of a new webhook, shown this once (the server keeps only what it needs to sign): the manager
 * copies it into the receiving service now.
 */
export function SecretBox({ secret }: { secret: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | undefined>(undefined);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section className="webhook-secret admin-card" aria-labelledby="webhook-secret-title">
      <h2 id="webhook-secret-title" className="admin-card-title">
        Signatur-Geheimnis
      </h2>
      <p id="webhook-secret-hint" className="admin-alert admin-alert-warning">
        Kopieren Sie das Geheimnis jetzt und hinterlegen Sie es im empfangenden Dienst. Es wird nicht noch einmal
        angezeigt.
      </p>
      <div className="webhook-secret-row">
        <label htmlFor="webhook-secret" className="sr-only">
          Signatur-Geheimnis
        </label>
        <input
          id="webhook-secret"
          className="admin-input webhook-secret-value"
          readOnly
          value={secret}
          spellCheck={false}
          aria-describedby="webhook-secret-hint"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          Kopieren
        </button>
      </div>
      <p role="status" className="admin-status webhook-copy-status">
        {copied === 'yes'
          ? 'Das Geheimnis wurde in die Zwischenablage kopiert.'
          : copied === 'failed'
            ? 'Kopieren ist in diesem Browser nicht möglich; markieren Sie das Geheimnis und kopieren Sie es selbst.'
            : ''}
      </p>
    </section>
  );
}
