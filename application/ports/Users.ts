import type { Language } from '../../domain/exhibitor/types.ts';

/** A user of the portal as the product keeps it (exhibitor-area §3 User). */
export interface User {
  /** The identity provider's subject. */
  id: string;
  email: string;
  givenName: string;
  familyName: string;
  locale: Language;
  roles: string[];
  preferredFairSeries: string | null;
  mailNotifications: boolean;
  /** Opted in to the weekly e-mail of what is overdue and due soon across all booths. */
  weeklyDigest: boolean;
}

export interface Users {
  byId(id: string): Promise<User | undefined>;
  /** Creates or replaces the user. */
  save(user: User): Promise<void>;
  /** Every user holding at least one of these roles (the reminders look at users who may have booths). */
  withAnyRole(roles: readonly string[]): Promise<User[]>;
}

export const UsersToken = Symbol.for('Users');
