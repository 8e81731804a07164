import { randomUUID } from 'node:crypto';
import type { AdminActor } from '../../application/admin/adminErrors.ts';
import type {
  AnnouncementDelivery,
  AnnouncementRecord,
  Announcements,
  CancelOutcome,
  NewAnnouncement,
} from '../../application/ports/Announcements.ts';
import type { NewDomainEvent } from '../../application/ports/DomainEvents.ts';
import { mayCancelAnnouncement } from '../../domain/admin/announcement.ts';
import type { InMemoryNotifications } from './InMemoryNotifications.ts';

type Kept = Omit<AnnouncementRecord, 'delivered' | 'emailed' | 'read'>;

/**
 * The announcements in memory, with the rules PostgresAnnouncements keeps in SQL: a delivery once per announcement
 * and recipient, its message written with it into the message centre, read counts from there, one event at the
 * finish. Passes the same contract suite (announcementsContract).
 */
export class InMemoryAnnouncements implements Announcements {
  readonly #kept = new Map<string, Kept>();
  readonly #deliveries = new Map<string, Array<{ key: string; notificationId: string | null; emailed: boolean }>>();
  readonly #notifications: InMemoryNotifications;
  /** The audit entries written, in order. */
  readonly audit: Array<{ entity: string; entityId: string; action: string; actor: string }> = [];
  /** The domain events written, in order. */
  readonly events: NewDomainEvent[] = [];

  constructor(notifications: InMemoryNotifications) {
    this.#notifications = notifications;
  }

  async create(actor: AdminActor, announcement: NewAnnouncement): Promise<AnnouncementRecord> {
    const id = randomUUID();
    this.#kept.set(id, {
      ...announcement,
      id,
      status: 'scheduled',
      createdAt: new Date(),
      createdBy: actor.userId,
      sentAt: null,
      recipients: null,
    });
    this.#deliveries.set(id, []);
    this.audit.push({ entity: 'announcement', entityId: id, action: 'create', actor: actor.userId });
    return (await this.byId(id))!;
  }

  async list(): Promise<AnnouncementRecord[]> {
    const all = await Promise.all([...this.#kept.keys()].map((id) => this.byId(id)));
    // Newest first: the map keeps the order they were written in.
    return all.filter((record) => record !== undefined).reverse();
  }

  async byId(id: string): Promise<AnnouncementRecord | undefined> {
    const kept = this.#kept.get(id);
    if (kept === undefined) return undefined;
    const deliveries = this.#deliveries.get(id) ?? [];
    const messages = this.#notifications.all.filter((record) =>
      deliveries.some((delivery) => delivery.notificationId === record.id),
    );
    return {
      ...kept,
      delivered: deliveries.filter((delivery) => delivery.notificationId !== null).length,
      emailed: deliveries.filter((delivery) => delivery.emailed).length,
      read: messages.filter((message) => !message.unread).length,
    };
  }

  async cancel(actor: AdminActor, id: string): Promise<CancelOutcome> {
    const kept = this.#kept.get(id);
    if (kept === undefined) return 'notFound';
    if (!mayCancelAnnouncement(kept.status)) return 'notScheduled';
    this.#kept.set(id, { ...kept, status: 'cancelled' });
    this.audit.push({ entity: 'announcement', entityId: id, action: 'delete', actor: actor.userId });
    return 'cancelled';
  }

  async startSending(id: string): Promise<AnnouncementRecord | undefined> {
    const kept = this.#kept.get(id);
    if (kept === undefined || (kept.status !== 'scheduled' && kept.status !== 'sending')) return undefined;
    this.#kept.set(id, { ...kept, status: 'sending' });
    return this.byId(id);
  }

  async deliverOnce(id: string, delivery: AnnouncementDelivery, now: Date): Promise<boolean> {
    const deliveries = this.#deliveries.get(id);
    const kept = this.#kept.get(id);
    if (deliveries === undefined || kept === undefined) return false;
    if (deliveries.some((done) => done.key === delivery.key)) return false;
    // Claimed before the message is written: JavaScript may switch to another delivery at the await.
    const claimed = { key: delivery.key, notificationId: null as string | null, emailed: false };
    deliveries.push(claimed);
    if (delivery.userId !== null && delivery.message !== null) {
      const message = await this.#notifications.add({
        userId: delivery.userId,
        type: 'information',
        date: now.toISOString(),
        fairId: kept.fairIdCode,
        boothId: delivery.message.boothId,
        taskId: null,
        boothLabel: delivery.message.boothLabel,
        subject: delivery.message.subject,
        body: delivery.message.body,
        unread: true,
      });
      claimed.notificationId = message.id;
    }
    return true;
  }

  async markEmailed(id: string, key: string): Promise<void> {
    const delivery = this.#deliveries.get(id)?.find((done) => done.key === key);
    if (delivery) delivery.emailed = true;
  }

  async finishSending(id: string, recipients: number, now: Date): Promise<boolean> {
    const kept = this.#kept.get(id);
    if (kept === undefined || kept.status === 'sent') return false;
    this.#kept.set(id, { ...kept, status: 'sent', sentAt: now, recipients });
    this.events.push({
      type: 'announcement.sent',
      data: { announcementId: id, fairId: kept.fairId, fairCode: kept.fairIdCode },
    });
    return true;
  }
}
