import type { AdminActor } from '../../application/admin/adminErrors.ts';
import type { CoreDataImports, ImportWrite, ImportWriteResult } from '../../application/ports/CoreDataImports.ts';
import type { ImportKind } from '../../domain/admin/index.ts';
import type { InMemoryAdminCoreData } from './InMemoryAdminCoreData.ts';

/**
 * An import's writes on the in-memory master data, all or nothing as the repository's one transaction: every update's
 * version is compared before anything is written. `calls` records what each apply was given.
 */
export class InMemoryCoreDataImports implements CoreDataImports {
  readonly calls: Array<{ kind: ImportKind; writes: readonly ImportWrite<ImportKind>[]; note: string }> = [];
  private readonly store: InMemoryAdminCoreData;

  constructor(store: InMemoryAdminCoreData) {
    this.store = store;
  }

  async apply<K extends ImportKind>(
    kind: K,
    actor: AdminActor,
    writes: readonly ImportWrite<K>[],
    note: string,
  ): Promise<ImportWriteResult> {
    this.calls.push({ kind, writes, note });
    for (const write of writes)
      if ('id' in write && (await this.store.get(kind, write.id))?.version !== write.version)
        return { ok: false, error: 'stale' };
    for (const write of writes) {
      const result =
        'id' in write
          ? await this.store.update(kind, actor, write.id, write.version, write.values, note)
          : await this.store.create(kind, actor, write.values);
      if (!result.ok) throw new Error(`the in-memory import could not write: ${result.error}`);
    }
    return { ok: true };
  }
}
