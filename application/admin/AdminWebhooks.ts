import { DOMAIN_EVENT_TYPES } from '../ports/DomainEvents.ts';
import type {
  WebhookDelivery,
  WebhookDispatch,
  WebhookInput,
  WebhookStore,
  WebhookSubscription,
  WebhookTargets,
} from '../ports/Webhooks.ts';
import {
  AdminInUse,
  AdminNotFound,
  AdminStaleVersion,
  AdminValidationFailed,
  type AdminActor,
  type AdminFieldError,
} from './adminErrors.ts';

const DESCRIPTION_MAX = 500;
const KNOWN_TYPES: ReadonlySet<string> = new Set(DOMAIN_EVENT_TYPES);
const NOT_FOUND = 'Webhook';

/** What a manager sends to create or change a webhook (openapi.yaml has checked the shape). */
export interface WebhookBody {
  url: string;
  description?: string;
  eventTypes: string[];
  enabled: boolean;
  version?: number;
}

/**
 * The webhooks of the back office: subscriptions with their one-time secret, the delivery log, a test event for
 * one subscription and the redelivery of an event. A target URL is checked when it is saved (and again by the
 * dispatcher before every send): in production only https on public addresses.
 */
export class AdminWebhooks {
  private readonly deps: { store: WebhookStore; targets: WebhookTargets; dispatch: WebhookDispatch };

  constructor(deps: { store: WebhookStore; targets: WebhookTargets; dispatch: WebhookDispatch }) {
    this.deps = deps;
  }

  async list(): Promise<{ items: WebhookSubscription[] }> {
    return { items: await this.deps.store.list() };
  }

  async create(body: WebhookBody, actor: AdminActor): Promise<WebhookSubscription & { secret: string }> {
    return this.deps.store.create(await this.validInput(body), actor);
  }

  async update(id: string, body: WebhookBody, actor: AdminActor): Promise<WebhookSubscription> {
    const input = await this.validInput(body);
    const saved = await this.deps.store.update(id, input, body.version ?? 0, actor);
    if (saved === undefined) throw new AdminNotFound(NOT_FOUND);
    if (saved === 'stale') throw new AdminStaleVersion(await this.deps.store.get(id));
    return saved;
  }

  async delete(id: string, actor: AdminActor): Promise<void> {
    if (!(await this.deps.store.delete(id, actor))) throw new AdminNotFound(NOT_FOUND);
  }

  async test(id: string): Promise<{ deliveryId: string }> {
    const deliveryId = await this.deps.store.queueTest(id);
    if (deliveryId === undefined) throw new AdminNotFound(NOT_FOUND);
    this.deps.dispatch.wake(id);
    return { deliveryId };
  }

  async deliveries(id: string, limit: number): Promise<{ items: WebhookDelivery[] }> {
    const items = await this.deps.store.deliveries(id, limit);
    if (items === undefined) throw new AdminNotFound(NOT_FOUND);
    return { items };
  }

  async redeliver(id: string, deliveryId: string): Promise<{ deliveryId: string }> {
    const queued = await this.deps.store.redeliver(id, deliveryId);
    if (queued === undefined) throw new AdminNotFound('Zustellung');
    if (queued === 'pending')
      throw new AdminInUse(
        'Die Zustellung steht noch aus; sie kann erst nach Erfolg oder endgültigem Fehlschlag erneut zugestellt werden.',
      );
    this.deps.dispatch.wake(id);
    return queued;
  }

  private async validInput(body: WebhookBody): Promise<WebhookInput> {
    const errors: AdminFieldError[] = [];
    const url = body.url.trim();
    const description = (body.description ?? '').trim();
    const refusal = await this.deps.targets.refusal(url);
    if (refusal) errors.push({ field: 'url', message: refusal });
    if (description.length > DESCRIPTION_MAX)
      errors.push({
        field: 'description',
        message: `Die Beschreibung darf höchstens ${DESCRIPTION_MAX} Zeichen lang sein.`,
      });
    const unknown = body.eventTypes.filter((type) => !KNOWN_TYPES.has(type));
    if (unknown.length > 0)
      errors.push({ field: 'eventTypes', message: `Unbekannter Ereignistyp: ${unknown.join(', ')}` });
    if (errors.length > 0) throw new AdminValidationFailed(errors);
    return { url, description, eventTypes: [...new Set(body.eventTypes)], enabled: body.enabled };
  }
}
