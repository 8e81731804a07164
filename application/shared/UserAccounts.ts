import { DEFAULT_LOCALE, isKnownRole, matchLocale, nextLocale, type Language } from '../../domain/index.ts';
import type { Clock } from '../ports/Clock.ts';
import type { Logger } from '../ports/Logger.ts';
import type { SignIns } from '../ports/PortalActivity.ts';
import type { User, Users } from '../ports/Users.ts';

/** What the identity provider says of a user (ID token, userinfo or a bearer token). */
export interface IdentityClaims {
  sub: string;
  email: string | null;
  givenName: string | null;
  familyName: string | null;
  locale?: string | null;
  groups: string[];
  /** The identity provider has verified the e-mail address (an invitation to a booth's team needs it). */
  emailVerified?: boolean;
}

export type SetLocaleResult = { ok: true; locale: Language } | { ok: false; error: 'unknownLocale' };

/** Users as the portal keeps them: created at first sign-in, kept in step with the identity provider. */
export class UserAccounts {
  private readonly users: Users;
  private readonly logger: Logger;
  private readonly signIns: SignIns;
  private readonly clock: Clock;

  constructor(users: Users, logger: Logger, sign: { signIns: SignIns; clock: Clock }) {
    this.users = users;
    this.logger = logger;
    this.signIns = sign.signIns;
    this.clock = sign.clock;
  }

  /**
   * Records a sign-in (exhibitor-area §4 Sign-in): the user is created on first sign-in; roles come from the
   * token's groups and the locale from the token, each time, because the identity provider owns them.
   */
  async signedIn(claims: IdentityClaims): Promise<User> {
    const existing = await this.users.byId(claims.sub);
    const locale = this.localeFromToken(claims.locale, existing?.locale ?? DEFAULT_LOCALE);
    const user: User = {
      id: claims.sub,
      email: claims.email ?? existing?.email ?? '',
      givenName: claims.givenName ?? existing?.givenName ?? '',
      familyName: claims.familyName ?? existing?.familyName ?? '',
      locale,
      roles: claims.groups.filter(isKnownRole),
      preferredFairSeries: existing?.preferredFairSeries ?? null,
      mailNotifications: existing?.mailNotifications ?? false,
      weeklyDigest: existing?.weeklyDigest ?? false,
    };
    await this.users.save(user);
    // The organiser's cockpit tells exhibitors who never signed in from those who did.
    if (user.email !== '') await this.signIns.record(user.id, user.email, this.clock.now());
    return user;
  }

  byId(id: string): Promise<User | undefined> {
    return this.users.byId(id);
  }

  /** exhibitor-area §4 Locale set: exact or loose matches are accepted, anything else changes nothing. */
  async setLocale(user: User, requested: string): Promise<SetLocaleResult> {
    const match = matchLocale(requested);
    if (match.kind === 'unchanged') {
      this.logger.warn('unknown locale requested', { userId: user.id, requested });
      return { ok: false, error: 'unknownLocale' };
    }
    if (match.locale !== user.locale) await this.users.save({ ...user, locale: match.locale });
    return { ok: true, locale: match.locale };
  }

  private localeFromToken(tokenLocale: string | null | undefined, current: Language): Language {
    if (!tokenLocale) return current;
    const locale = nextLocale(current, tokenLocale);
    if (matchLocale(tokenLocale).kind === 'unchanged') this.logger.warn('unknown locale in token', { tokenLocale });
    return locale;
  }
}
