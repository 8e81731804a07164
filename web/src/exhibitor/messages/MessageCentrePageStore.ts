import { makeAutoObservable, runInAction } from 'mobx';
import {
  getNotifications,
  getUser,
  markNotificationRead,
  setMailNotifications,
  setWeeklyDigest,
  type Notification,
} from '../../api/messagesApi.ts';
import { textIn } from '../../../../domain/presentation/localizedText.ts';
import type { ApiClient } from '../../api/ApiClient.ts';
import { ApiError } from '../../api/ApiError.ts';
import type { Language } from '../../api/types.ts';
import type { RootStore } from '../../app/RootStore.ts';
import { taskHash } from '../fair/tasks/taskAnchor.ts';

export const SORT_KEYS = ['type', 'date', 'fair', 'booth', 'subject'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'ascending' | 'descending';
export type PageState = 'loading' | 'loaded' | 'error';

/**
 * A reminder that names its fair and booth links to the booth's fair page (spec: exhibitor-area §2 Message centre),
 * at the task it is about when it names one, as the digest's link does.
 */
export function fairPageOf(notification: Pick<Notification, 'type' | 'fairId' | 'boothId' | 'taskId'>): string | null {
  if (notification.type !== 'reminder' || !notification.fairId || !notification.boothId) return null;
  const page = `/fair/${encodeURIComponent(notification.fairId)}/${encodeURIComponent(notification.boothId)}`;
  return notification.taskId ? `${page}${taskHash(notification.taskId)}` : page;
}

/**
 * The message centre (spec: exhibitor-area §2 Message centre, §7): the user's notifications in a table sorted
 * by a column, the e-mail switch, and messages opened one by one; opening an unread message marks it read
 * and hands the remaining unread count to the header.
 */
export class MessageCentrePageStore {
  state: PageState = 'loading';
  notifications: Notification[] = [];
  mailNotifications = false;
  savingMailNotifications = false;
  /** Opted in to the weekly e-mail of deadlines. */
  weeklyDigest = false;
  savingWeeklyDigest = false;
  /** A failed save of a switch or of "read": said beside the table; the data stays as it was. */
  actionError: 'mailNotificationsFailed' | 'weeklyDigestFailed' | 'markReadFailed' | null = null;
  sortKey: SortKey = 'date';
  sortDirection: SortDirection = 'descending';
  readonly expanded = new Set<string>();

  readonly #root: RootStore;
  readonly #api: ApiClient;

  constructor(root: RootStore) {
    this.#root = root;
    this.#api = root.api;
    makeAutoObservable(this);
  }

  get isEmpty(): boolean {
    return this.state === 'loaded' && this.notifications.length === 0;
  }

  get unreadCount(): number {
    return this.notifications.filter((notification) => notification.unread).length;
  }

  /** The rows in the chosen order; ties keep the newest first. */
  sorted(language: Language, typeLabel: (type: Notification['type']) => string): Notification[] {
    const text = (notification: Notification): string => {
      switch (this.sortKey) {
        case 'type':
          return typeLabel(notification.type);
        case 'fair':
          return textIn(notification.fair, language);
        case 'booth':
          return textIn(notification.booth, language);
        case 'subject':
          return notification.subject;
        case 'date':
          return notification.date;
      }
    };
    const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
    const direction = this.sortDirection === 'ascending' ? 1 : -1;
    return [...this.notifications].sort((a, b) => {
      const [textA, textB] = [text(a), text(b)];
      // Rows without a fair or booth come last in either direction.
      if (textA === '' || textB === '') {
        if (textA !== textB) return textA === '' ? 1 : -1;
      } else {
        const order = this.sortKey === 'date' ? Date.parse(textA) - Date.parse(textB) : collator.compare(textA, textB);
        if (order !== 0) return order * direction;
      }
      return Date.parse(b.date) - Date.parse(a.date);
    });
  }

  /** A click on a column header: sorts by it, or turns the order round when it already sorts (dates start newest first). */
  sortBy(key: SortKey): void {
    if (this.sortKey === key) {
      this.sortDirection = this.sortDirection === 'ascending' ? 'descending' : 'ascending';
      return;
    }
    this.sortKey = key;
    this.sortDirection = key === 'date' ? 'descending' : 'ascending';
  }

  isExpanded(id: string): boolean {
    return this.expanded.has(id);
  }

  async load(): Promise<void> {
    this.state = 'loading';
    const userId = this.#root.session.user?.id;
    try {
      const [notifications, user] = await Promise.all([
        getNotifications(this.#api),
        userId ? getUser(this.#api, userId) : Promise.resolve(undefined),
      ]);
      runInAction(() => {
        this.notifications = notifications;
        this.mailNotifications = user?.mailNotifications ?? this.#root.session.user?.mailNotifications ?? false;
        this.weeklyDigest = user?.weeklyDigest ?? this.#root.session.user?.weeklyDigest ?? false;
        this.state = 'loaded';
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'error';
      });
      // spec: exhibitor-area §8 — 401/403 to /logout, any other failure to Home with errors.apiError.
      this.#root.handleApiFailure(error);
    }
  }

  async setMailNotifications(on: boolean): Promise<void> {
    const userId = this.#root.session.user?.id;
    if (!userId || this.savingMailNotifications) return;
    const before = this.mailNotifications;
    this.mailNotifications = on;
    this.savingMailNotifications = true;
    this.actionError = null;
    try {
      const user = await setMailNotifications(this.#api, userId, on);
      runInAction(() => {
        this.mailNotifications = user.mailNotifications;
      });
    } catch (error) {
      runInAction(() => {
        this.mailNotifications = before;
        this.actionError = 'mailNotificationsFailed';
      });
      if (error instanceof ApiError && error.isAuthFailure) this.#root.handleApiFailure(error);
    } finally {
      runInAction(() => {
        this.savingMailNotifications = false;
      });
    }
  }

  /** The weekly digest is saved like the e-mail switch: shown at once, set back with a message if the save fails. */
  async setWeeklyDigest(on: boolean): Promise<void> {
    const userId = this.#root.session.user?.id;
    if (!userId || this.savingWeeklyDigest) return;
    const before = this.weeklyDigest;
    this.weeklyDigest = on;
    this.savingWeeklyDigest = true;
    this.actionError = null;
    try {
      const user = await setWeeklyDigest(this.#api, userId, on);
      runInAction(() => {
        this.weeklyDigest = user.weeklyDigest;
      });
    } catch (error) {
      runInAction(() => {
        this.weeklyDigest = before;
        this.actionError = 'weeklyDigestFailed';
      });
      if (error instanceof ApiError && error.isAuthFailure) this.#root.handleApiFailure(error);
    } finally {
      runInAction(() => {
        this.savingWeeklyDigest = false;
      });
    }
  }

  /** Opens or closes a message; opening an unread one marks it read on the server (§7 GET /notificationread/{id}). */
  async toggle(id: string): Promise<void> {
    if (this.expanded.has(id)) {
      this.expanded.delete(id);
      return;
    }
    this.expanded.add(id);
    const notification = this.notifications.find((candidate) => candidate.id === id);
    if (!notification?.unread) return;
    this.#setUnread(id, false);
    try {
      const marked = await markNotificationRead(this.#api, id);
      this.#root.home.setUnreadNotifications(marked.unreadCount);
      runInAction(() => {
        if (this.actionError === 'markReadFailed') this.actionError = null;
      });
    } catch (error) {
      this.#setUnread(id, true);
      runInAction(() => {
        this.actionError = 'markReadFailed';
      });
      if (error instanceof ApiError && error.isAuthFailure) this.#root.handleApiFailure(error);
    }
  }

  #setUnread(id: string, unread: boolean): void {
    this.notifications = this.notifications.map((notification) =>
      notification.id === id ? { ...notification, unread } : notification,
    );
  }
}
