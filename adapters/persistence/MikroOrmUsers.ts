import type { User, Users } from '../../application/ports/Users.ts';
import type { Language } from '../../domain/index.ts';
import { UserEntity } from './entities.ts';
import type { Orm } from './orm.ts';

export class MikroOrmUsers implements Users {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  async byId(id: string): Promise<User | undefined> {
    const row = await this.orm.em.fork().findOne(UserEntity, { id });
    if (!row) return undefined;
    return {
      id: row.id,
      email: row.email,
      givenName: row.givenName,
      familyName: row.familyName,
      locale: row.locale as Language,
      roles: [...row.roles],
      preferredFairSeries: row.preferredFairSeries ?? null,
      mailNotifications: row.mailNotifications,
    };
  }

  async save(user: User): Promise<void> {
    await this.orm.em.fork().upsert(UserEntity, { ...user, roles: [...user.roles] });
  }
}
