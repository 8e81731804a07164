import type { TrashEntity, TrashItem } from '../ports/AdminTrash.ts';
import type { WebhookSubscription } from '../ports/Webhooks.ts';
import type { ListOptions } from './listing.ts';

/** The German name of each kind of item in the Papierkorb, as its screen says it. */
const TRASH_KIND_NAMES: Readonly<Record<TrashEntity, string>> = {
  fair: 'Messe',
  teaser: 'Teaser',
  fairWallEntry: 'Interessante Messe',
  taskDefinition: 'Prozessschritt',
  taskTitle: 'Prozessgruppe',
  boothService: 'Standleistung',
  fairSeries: 'Messe-Reihe',
  headerDefinition: 'Header-Definition',
  blacklistEntry: 'Blacklist Leistung',
  webhook: 'Webhook',
};

/** The Papierkorb as a file: the columns of its screen, newest deletion first as listed. */
export const TRASH_LIST: ListOptions<TrashItem> = {
  text: (item) => item.label,
  file: {
    title: 'Papierkorb',
    name: 'papierkorb',
    columns: [
      { header: 'Art', value: (item) => TRASH_KIND_NAMES[item.entity] },
      { header: 'Bezeichnung', value: (item) => item.label },
      { header: 'Gelöscht am', value: (item) => item.deletedAt },
      { header: 'Gelöscht von', value: (item) => item.deletedByEmail ?? item.deletedBy },
      { header: 'Endgültig entfernt am', value: (item) => item.expiresAt },
    ],
  },
};

/** The webhooks as a file: what the list shows, never a secret. */
export const WEBHOOK_LIST: ListOptions<WebhookSubscription> = {
  text: (item) => `${item.description} ${item.url}`,
  file: {
    title: 'Webhooks',
    name: 'webhooks',
    columns: [
      { header: 'Beschreibung', value: (item) => item.description },
      { header: 'Adresse', value: (item) => item.url },
      { header: 'Ereignisse', value: (item) => item.eventTypes.join(', ') },
      { header: 'Aktiv', value: (item) => item.enabled },
      { header: 'Fehlgeschlagene Zustellungen', value: (item) => item.failedDeliveries },
      { header: 'Letzte Zustellung', value: (item) => item.lastDelivery?.at ?? null },
      { header: 'Letzter Status', value: (item) => item.lastDelivery?.status ?? null },
    ],
  },
};
