import type { User } from '../../../application/ports/Users.ts';
import { aUser } from '../mothers.ts';

/** A signed-in portal user: by default the German exhibitor anna@exhibitor.example (AUSSTELLER). */
export class UserBuilder {
  #email = 'anna@exhibitor.example';
  #roles: string[] = ['AUSSTELLER'];
  #overrides: Partial<User> = { givenName: 'Anna', familyName: 'Muster' };

  withEmail(email: string): this {
    this.#email = email;
    return this;
  }

  withRoles(...roles: string[]): this {
    this.#roles = roles;
    return this;
  }

  /** A co-exhibitor (MITAUSSTELLER only). */
  asCoExhibitor(): this {
    return this.withRoles('MITAUSSTELLER');
  }

  /** Neither AUSSTELLER nor MITAUSSTELLER (spec: exhibitor-area §6 new member). */
  asNewMember(): this {
    return this.withRoles();
  }

  speaking(locale: User['locale']): this {
    this.#overrides = { ...this.#overrides, locale };
    return this;
  }

  named(givenName: string, familyName: string): this {
    this.#overrides = { ...this.#overrides, givenName, familyName };
    return this;
  }

  build(): User {
    return aUser(this.#email, this.#roles, this.#overrides);
  }
}

export const anExhibitor = (): UserBuilder => new UserBuilder();
