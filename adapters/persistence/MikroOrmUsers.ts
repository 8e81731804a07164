import type { InferEntity } from '@mikro-orm/core';
import type { User, Users } from '../../application/ports/Users.ts';
import type { Language } from '../../domain/index.ts';
import { UserEntity } from './entities.ts';
import type { Orm } from './orm.ts';

type UserRow = InferEntity<typeof UserEntity>;

function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    givenName: row.givenName,
    familyName: row.familyName,
    locale: row.locale as Language,
    roles: [...row.roles],
    preferredFairSeries: row.preferredFairSeries ?? null,
    mailNotifications: row.mailNotifications,
    weeklyDigest: row.weeklyDigest,
  };
}

export class MikroOrmUsers implements Users {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  async byId(id: string): Promise<User | undefined> {
    const row = await this.orm.em.fork().findOne(UserEntity, { id });
    return row ? toUser(row) : undefined;
  }

  async withAnyRole(roles: readonly string[]): Promise<User[]> {
    if (roles.length === 0) return [];
    const em = this.orm.em.fork();
    // roles is a jsonb array of strings: jsonb_exists_any is the ?| operator (any of these strings).
    const placeholders = roles.map(() => '?').join(', ');
    const ids: Array<{ id: string }> = await em
      .getConnection()
      .execute(`select id from users where jsonb_exists_any(roles, array[${placeholders}]::text[])`, [...roles]);
    if (ids.length === 0) return [];
    const rows = await em.find(UserEntity, { id: { $in: ids.map((row) => row.id) } }, { orderBy: { id: 'asc' } });
    return rows.map(toUser);
  }

  async save(user: User): Promise<void> {
    await this.orm.em.fork().upsert(UserEntity, { ...user, roles: [...user.roles] });
  }
}
