import type { User, Users } from '../../application/ports/Users.ts';

/** In-memory Users for application tests: users by id, copies in and out. */
export class InMemoryUsers implements Users {
  readonly #users = new Map<string, User>();

  constructor(users: readonly User[] = []) {
    for (const user of users) this.#users.set(user.id, { ...user, roles: [...user.roles] });
  }

  async byId(id: string): Promise<User | undefined> {
    const user = this.#users.get(id);
    return user && { ...user, roles: [...user.roles] };
  }

  async save(user: User): Promise<void> {
    this.#users.set(user.id, { ...user, roles: [...user.roles] });
  }

  async withAnyRole(roles: readonly string[]): Promise<User[]> {
    return [...this.#users.values()]
      .filter((user) => user.roles.some((role) => roles.includes(role)))
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((user) => ({ ...user, roles: [...user.roles] }));
  }
}
