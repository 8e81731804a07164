import type { ApiClient } from './ApiClient.ts';
import type { components } from './schema.d.ts';

/** The webhook subscriptions of the back office (Standard Webhooks) and their delivery log. */
export type WebhookEventType = components['schemas']['WebhookEventType'];
export type WebhookSubscription = components['schemas']['WebhookSubscription'];
export type WebhookCreated = components['schemas']['WebhookCreated'];
export type WebhookDelivery = components['schemas']['WebhookDelivery'];
export type DeliveryStatus = WebhookDelivery['status'];
export type WebhookInput = components['schemas']['WebhookInput'];
export type WebhookUpdate = components['schemas']['WebhookUpdate'];
type Queued = components['schemas']['WebhookDeliveryQueued'];

const BASE = '/api/admin/webhooks';
const pathOf = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export async function listWebhooks(api: ApiClient): Promise<WebhookSubscription[]> {
  return (await api.request<components['schemas']['WebhookList']>('GET', BASE)).items;
}

/** Answers the new subscription with its signing secret: the only time the server shows it. */
export function createWebhook(api: ApiClient, input: WebhookInput): Promise<WebhookCreated> {
  return api.request<WebhookCreated>('POST', BASE, input);
}

export function updateWebhook(api: ApiClient, id: string, input: WebhookUpdate): Promise<WebhookSubscription> {
  return api.request<WebhookSubscription>('PUT', pathOf(id), input);
}

export function deleteWebhook(api: ApiClient, id: string): Promise<void> {
  return api.request<void>('DELETE', pathOf(id));
}

/** Queues a `webhook.test` event to this subscription only. */
export function sendTestEvent(api: ApiClient, id: string): Promise<Queued> {
  return api.request<Queued>('POST', `${pathOf(id)}/test`);
}

export async function listDeliveries(api: ApiClient, id: string, limit = 50): Promise<WebhookDelivery[]> {
  return (
    await api.request<components['schemas']['WebhookDeliveryList']>('GET', `${pathOf(id)}/deliveries?limit=${limit}`)
  ).items;
}

export function redeliver(api: ApiClient, id: string, deliveryId: string): Promise<Queued> {
  return api.request<Queued>('POST', `${pathOf(id)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`);
}
