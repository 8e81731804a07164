import {
  createWebhook,
  listWebhooks,
  updateWebhook,
  type WebhookCreated,
  type WebhookEventType,
  type WebhookSubscription,
} from '../../api/adminWebhooksApi.ts';
import { ApiError } from '../../api/ApiError.ts';
import type { RootStore } from '../../app/RootStore.ts';
import { AdminFormStore } from '../form/AdminFormStore.ts';
import { webhookName } from './webhookTexts.ts';

/** The webhook as its form holds it: id and version only once stored. */
export type WebhookForm = {
  _id?: string;
  version?: number;
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
  enabled: boolean;
};

export const WEBHOOK_FIELD_LABELS: Readonly<Record<string, string>> = {
  url: 'Ziel-URL',
  description: 'Beschreibung',
  eventTypes: 'Ereignisse',
  enabled: 'Aktiv',
};

function toForm(item: unknown): WebhookForm {
  const webhook = item as WebhookSubscription;
  return {
    _id: webhook._id,
    version: webhook.version,
    url: webhook.url,
    description: webhook.description,
    eventTypes: [...webhook.eventTypes],
    enabled: webhook.enabled,
  };
}

/**
 * The form's store: the generic admin form (server field errors of a 422 at their field, the typed values kept;
 * a stale version answered 409 as on every admin form). A create hands the answer with its one-time secret to
 * `onCreated`; the API has no read of a single webhook, so an edit finds its webhook in the list.
 */
export function createWebhookFormStore(
  root: RootStore,
  id: string | undefined,
  onCreated: (created: WebhookCreated) => void,
): AdminFormStore<WebhookForm> {
  return new AdminFormStore<WebhookForm>(
    root,
    {
      entity: 'webhook',
      empty: () => ({ url: '', description: '', eventTypes: [], enabled: true }),
      load: async (api, webhookId) => {
        const found = (await listWebhooks(api)).find((webhook) => webhook._id === webhookId);
        if (found === undefined) throw new ApiError(404, 'errors.notFound');
        return found;
      },
      save: async (api, value, webhookId) => {
        const input = {
          url: value.url.trim(),
          description: value.description.trim(),
          eventTypes: value.eventTypes,
          enabled: value.enabled,
        };
        if (webhookId !== undefined) return updateWebhook(api, webhookId, { ...input, version: value.version ?? 1 });
        const created = await createWebhook(api, input);
        onCreated(created);
        return created;
      },
      toForm,
      validate: (value) =>
        value.url.trim() === ''
          ? {
              ok: false,
              errors: [{ field: 'url', message: 'Bitte geben Sie die Ziel-URL ein.' }],
              firstFailingTab: undefined,
            }
          : { ok: true },
      savedMessage: (saved) => `${webhookName(saved)} wurde gespeichert.`,
      failedMessage: 'Der Webhook wurde nicht gespeichert',
    },
    id,
  );
}
