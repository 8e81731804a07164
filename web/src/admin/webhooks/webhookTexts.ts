import type { DeliveryStatus, WebhookEventType } from '../../api/adminWebhooksApi.ts';

/** The event types a webhook can subscribe to, in the order the form offers them, with their German names. */
export const EVENT_TYPE_LABELS: Readonly<Record<WebhookEventType, string>> = {
  'insurance.saved': 'Versicherung abgeschlossen',
  'insurance.waived': 'Auf Versicherung verzichtet',
  'task.notification_switched': 'Benachrichtigung einer Aufgabe umgeschaltet',
  'booth.contact_sent': 'Nachricht an das Messeteam gesendet',
  'fair.changed': 'Messe geändert',
  'fair.deleted': 'Messe gelöscht',
  'teaser.changed': 'Teaser geändert',
  'masterdata.changed': 'Stammdaten geändert',
  'announcement.sent': 'Mitteilung versendet',
};
export const EVENT_TYPES = Object.keys(EVENT_TYPE_LABELS) as WebhookEventType[];

/** The name of a delivered event's type; the test button's event and types unknown to this UI included. */
export function eventTypeLabel(type: string): string {
  if (type === 'webhook.test') return 'Testereignis';
  return (EVENT_TYPE_LABELS as Record<string, string>)[type] ?? type;
}

export const STATUS_LABELS: Readonly<Record<DeliveryStatus, string>> = {
  succeeded: 'Zugestellt',
  pending: 'Ausstehend',
  failed: 'Fehlgeschlagen',
};

export const STATUS_BADGE: Readonly<Record<DeliveryStatus, string>> = {
  succeeded: 'badge webhook-badge-succeeded',
  pending: 'badge webhook-badge-pending',
  failed: 'badge webhook-badge-failed',
};

// Swiss time, as the other admin screens show it.
const dateTime = new Intl.DateTimeFormat('de-CH', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Europe/Zurich',
});

export function formatTime(iso: string | null | undefined): string {
  return iso === null || iso === undefined ? '–' : dateTime.format(new Date(iso));
}

/** How a webhook is named in questions and messages: its description, else its address. */
export function webhookName(webhook: { readonly url: string; readonly description: string }): string {
  return `Der Webhook «${webhookLabel(webhook)}»`;
}

export function webhookLabel(webhook: { readonly url: string; readonly description: string }): string {
  return webhook.description.trim() || webhook.url;
}
