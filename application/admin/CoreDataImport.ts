import {
  MAX_IMPORT_LINES,
  parseCsv,
  planImport,
  type ImportKind,
  type ImportPlan,
  type StoredImportItem,
} from '../../domain/admin/index.ts';
import type { AdminCoreData } from '../ports/AdminCoreData.ts';
import type { ChangeNotices } from '../ports/ChangeNotices.ts';
import type { CoreDataImports, ImportWrite } from '../ports/CoreDataImports.ts';
import { AdminStaleVersion, AdminValidationFailed, type AdminActor } from './adminErrors.ts';
import { coreDataFormErrors, coreDataFormRules } from './coreDataForms.ts';

interface CoreDataImportDependencies {
  readonly store: AdminCoreData;
  readonly imports: CoreDataImports;
  readonly changes: ChangeNotices;
}

/** The file has more data lines than an import takes (answered 413, like a body over the byte limit). */
export class ImportTooLarge extends Error {
  constructor() {
    super(`Die Datei hat mehr als ${MAX_IMPORT_LINES} Zeilen; bitte in mehrere Dateien aufteilen.`);
    this.name = 'ImportTooLarge';
  }
}

/** The audit note of every item an import writes: the history shows that the change came from a file. */
export const IMPORT_NOTE = 'CSV-Import';

/** The data moved since the dry run (another manager saved an item the file names, or one it adds): 409. */
export class ImportDataMoved extends AdminStaleVersion {
  constructor(plan: ImportPlan) {
    // The conflict's `current` is the plan as it would be now, so the caller can show it without asking again.
    super({ token: plan.token, added: plan.added.length, changed: plan.changed.length });
    this.message = 'Die Daten wurden seit der Probe geändert; bitte die Datei erneut prüfen.';
    this.name = 'ImportDataMoved';
  }
}

/**
 * Imports master data from CSV: the dry run answers the plan (what would be added, changed with each field before
 * and after, left unchanged) and its token; the apply makes the same plan from the data as it is now and writes it in
 * one transaction only when its token is the dry run's, so that nothing another manager changed since is overwritten
 * unseen. Rows are validated with the same rules as the forms; any line error refuses the whole file.
 */
export class CoreDataImportService {
  private readonly deps: CoreDataImportDependencies;

  constructor(deps: CoreDataImportDependencies) {
    this.deps = deps;
  }

  async dryRun(kind: ImportKind, text: string): Promise<ImportPlan> {
    const plan = await this.plan(kind, text);
    if (plan.errors.length > 0) throw refused(plan);
    return plan;
  }

  async apply(kind: ImportKind, actor: AdminActor, text: string, token: string): Promise<ImportPlan> {
    const plan = await this.dryRun(kind, text);
    if (plan.token !== token) throw new ImportDataMoved(plan);
    const rules = coreDataFormRules(kind);
    const writes: ImportWrite<ImportKind>[] = [
      // A new process step takes the file's order where it gives one (a form's new step comes last, §9).
      ...plan.added.map((add) => ({
        values: {
          ...rules.values(add.form, 'create'),
          ...(typeof add.form.order === 'number' ? { order: add.form.order } : {}),
        },
      })),
      ...plan.changed.map((change) => ({
        id: change.id,
        version: change.version,
        values: rules.values(change.form, 'update'),
      })),
    ];
    if (writes.length === 0) return plan;
    const result = await this.deps.imports.apply(kind, actor, writes, IMPORT_NOTE);
    if (!result.ok) throw new ImportDataMoved(plan);
    await this.deps.changes.publish({ scope: 'catalogue' });
    return plan;
  }

  private async plan(kind: ImportKind, text: string): Promise<ImportPlan> {
    const parsed = parseCsv(text);
    if (!parsed.ok) throw new AdminValidationFailed([{ field: `lines.${parsed.line}`, message: parsed.message }]);
    if (parsed.records.length - 1 > MAX_IMPORT_LINES) throw new ImportTooLarge();
    const items = (await this.deps.store.list(kind)) as unknown as StoredImportItem[];
    return planImport(kind, parsed.records, items, (form, mode) =>
      // The form's version is the plan's to compare; the form rules check the fields.
      coreDataFormErrors(kind, { ...form, version: 0 }, mode),
    );
  }
}

function refused(plan: ImportPlan): AdminValidationFailed {
  return new AdminValidationFailed(
    plan.errors.map((error) => ({ field: `lines.${error.line}`, message: error.message })),
  );
}
