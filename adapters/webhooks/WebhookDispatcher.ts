import type PgBoss from 'pg-boss';
import pg from 'pg';
import type { Clock } from '../../application/ports/Clock.ts';
import type { Logger } from '../../application/ports/Logger.ts';
import type { WebhookDispatch } from '../../application/ports/Webhooks.ts';
import { DEFAULT_WEBHOOK_RETRY_BASE_MS, nextAttemptAt, TARGET_MESSAGES } from '../../domain/index.ts';
import type { AttemptRecord, DueDelivery, PostgresWebhookQueue } from './PostgresWebhookQueue.ts';
import type { DnsWebhookTargets } from './DnsWebhookTargets.ts';
import { sendWebhook, type SendOutcome } from './sendWebhook.ts';
import { webhookHeaders } from './standardWebhooks.ts';
import { trackedHandler } from '../shared/jobHandlers.ts';

export const WEBHOOK_SEND_QUEUE = 'webhook-deliveries';
/** Send workers per process: subscriptions sent to at the same time. */
const WORKERS = 4;
/** The channel the outbox notifies on commit (adapters/persistence/PostgresDomainEvents.ts). */
const EVENTS_CHANNEL = 'domain_events';

export interface WebhookDispatcherOptions {
  boss: PgBoss;
  queue: PostgresWebhookQueue;
  targets: DnsWebhookTargets;
  /** The LISTEN connection's database. */
  databaseUrl: string;
  clock: Clock;
  logger: Logger;
  /** The first retry's delay; the later ones are multiples (domain/webhooks/webhookRetry.ts). */
  retryBaseMs?: number;
  /** How often the safety-net sweep fans out and wakes due queues; default 10 s. */
  sweepMs?: number;
  /** How often an idle send worker looks for jobs; default 1 s. */
  pollingIntervalSeconds?: number;
}

/**
 * Webhook delivery on pg-boss. Every committed domain event is fanned out to the matching subscriptions on the
 * outbox's NOTIFY, and by a sweep every 10 s in case a notice was missed. Sending is a pg-boss job per subscription
 * (queue policy `short`, singletonKey = subscription: at most one waiting per subscription) that sends the
 * queue's oldest unfinished delivery, then the next, under the subscription's advisory lock (a second job finding
 * it taken ends: the holder goes on through the queue, and the sweep picks up what it may have missed); after
 * a failure the queue is woken again when the back-off ends. Runs on every portal process.
 */
export class WebhookDispatcher implements WebhookDispatch {
  readonly #options: WebhookDispatcherOptions;
  readonly #workerIds: string[] = [];
  readonly #timers = new Map<string, NodeJS.Timeout>();
  #listener: pg.Client | undefined;
  #sweep: NodeJS.Timeout | undefined;
  #stopped = false;
  #fanning: Promise<void> | undefined;
  #fanAgain = false;

  constructor(options: WebhookDispatcherOptions) {
    this.#options = options;
  }

  async start(): Promise<void> {
    const { boss } = this.#options;
    await boss.createQueue(WEBHOOK_SEND_QUEUE, {
      name: WEBHOOK_SEND_QUEUE,
      // short: at most one waiting job per subscription. Not stately: its one running job per key makes every
      // worker's fetch fail while the queue's oldest waiting job belongs to a subscription that is being sent to.
      policy: 'short',
      retryLimit: 3,
      retryDelay: 5,
      expireInSeconds: 15 * 60,
    });
    // Several workers: a subscription whose receiver times out must not hold back the others.
    for (let worker = 0; worker < WORKERS; worker++) {
      const id = await boss.work<{ subscriptionId: string }>(
        WEBHOOK_SEND_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: this.#options.pollingIntervalSeconds ?? 1 },
        trackedHandler(boss, async ([job]) => {
          if (job) await this.#drain(job.data.subscriptionId);
        }),
      );
      this.#workerIds.push(id);
    }
    await this.#listen();
    this.#sweep = setInterval(() => void this.sweep(), this.#options.sweepMs ?? 10_000);
    this.#sweep.unref();
    void this.sweep();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#sweep);
    for (const timer of this.#timers.values()) clearTimeout(timer);
    await this.#listener?.end().catch(() => undefined);
    await this.#fanning;
  }

  wake(subscriptionId: string): void {
    if (this.#stopped) return;
    const { boss } = this.#options;
    boss
      .send(WEBHOOK_SEND_QUEUE, { subscriptionId }, { singletonKey: subscriptionId })
      .then(() => {
        for (const id of this.#workerIds) boss.notifyWorker(id);
      })
      .catch((error: unknown) => this.#warn('webhook send job not queued', error));
  }

  /**
   * Wakes the queue when its head's back-off ends: a timer here, not a delayed pg-boss job, which would hold the
   * queue's one waiting place and turn away earlier wakes; the sweep covers a process that stops.
   */
  #wakeAt(subscriptionId: string, until: Date): void {
    clearTimeout(this.#timers.get(subscriptionId));
    const timer = setTimeout(
      () => {
        this.#timers.delete(subscriptionId);
        this.wake(subscriptionId);
      },
      Math.max(0, until.getTime() - this.#options.clock.now().getTime()),
    );
    timer.unref();
    this.#timers.set(subscriptionId, timer);
  }

  /** Fans out what is new and wakes every queue with a delivery due (the safety net; also after a NOTIFY). */
  async sweep(): Promise<void> {
    await this.fanOut();
    if (this.#stopped) return;
    try {
      for (const id of await this.#options.queue.dueSubscriptions(this.#options.clock.now())) this.wake(id);
    } catch (error) {
      this.#warn('webhook sweep failed', error);
    }
  }

  /** One fan-out at a time per process; a notice during one runs another after it. */
  fanOut(): Promise<void> {
    if (this.#fanning) {
      this.#fanAgain = true;
      return this.#fanning;
    }
    this.#fanning = (async () => {
      do {
        this.#fanAgain = false;
        try {
          for (const id of await this.#options.queue.fanOut()) this.wake(id);
        } catch (error) {
          this.#warn('webhook fan-out failed', error);
        }
      } while (this.#fanAgain && !this.#stopped);
    })().finally(() => (this.#fanning = undefined));
    return this.#fanning;
  }

  /** Sends the subscription's deliveries in order until its queue is empty or its head has to wait. */
  async #drain(subscriptionId: string): Promise<void> {
    const { queue, clock } = this.#options;
    for (;;) {
      const head = await queue.withHead(
        subscriptionId,
        () => clock.now(),
        (delivery) => this.attempt(delivery),
      );
      if (head.kind === 'wait') this.#wakeAt(subscriptionId, head.until);
      if (head.kind !== 'send' || this.#stopped) return;
    }
  }

  /** One attempt: the target checked again (DNS now), signed, sent to the checked address; the outcome to record. */
  async attempt(delivery: DueDelivery): Promise<AttemptRecord> {
    const { targets, clock } = this.#options;
    const resolved = await targets.resolve(delivery.url);
    const started = clock.now();
    let outcome: SendOutcome;
    if (!resolved.ok) outcome = { ok: false, statusCode: null, error: resolved.message };
    else {
      const timestamp = Math.floor(started.getTime() / 1000);
      outcome = await sendWebhook(
        resolved.target,
        webhookHeaders(delivery.secret, delivery.eventId, timestamp, delivery.body),
        delivery.body,
      );
    }
    if (outcome.ok) return { kind: 'succeeded', statusCode: outcome.statusCode ?? 200 };
    const error = outcome.error ?? 'Fehler';
    // The portal's own ports stay its own while it runs: trying again for 24 h would only knock on them again.
    if (!resolved.ok && resolved.message === TARGET_MESSAGES.ownPort)
      return { kind: 'failed', statusCode: null, error };
    const next = nextAttemptAt(
      delivery.firstAttemptAt ?? started,
      delivery.attempts + 1,
      clock.now(),
      this.#options.retryBaseMs ?? DEFAULT_WEBHOOK_RETRY_BASE_MS,
    );
    return next
      ? { kind: 'retry', statusCode: outcome.statusCode, error, nextAttemptAt: next }
      : { kind: 'failed', statusCode: outcome.statusCode, error };
  }

  async #listen(): Promise<void> {
    if (this.#stopped) return;
    const client = new pg.Client({ connectionString: this.#options.databaseUrl, application_name: 'portal-webhooks' });
    client.on('notification', () => void this.fanOut());
    client.on('error', (error) => {
      this.#warn('webhook LISTEN connection lost', error);
      this.#listener = undefined;
      void client.end().catch(() => undefined);
      // The sweep delivers meanwhile; listening again after a pause.
      setTimeout(
        () => void this.#listen().catch((reason: unknown) => this.#warn('webhook LISTEN failed', reason)),
        5_000,
      ).unref();
    });
    await client.connect();
    await client.query(`listen ${EVENTS_CHANNEL}`);
    this.#listener = client;
  }

  #warn(message: string, error: unknown): void {
    if (this.#stopped) return;
    this.#options.logger.warn(message, { reason: error instanceof Error ? error.message : String(error) });
  }
}
