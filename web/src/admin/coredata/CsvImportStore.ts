import { makeAutoObservable, runInAction } from 'mobx';
import type { ImportKind } from '../../../../domain/admin/index.ts';
import type { ApiClient } from '../../api/ApiClient.ts';
import { ApiError } from '../../api/ApiError.ts';
import { applyImport, planImport, type ImportPlan } from '../../api/adminImportApi.ts';

export type ImportPhase = 'empty' | 'checking' | 'planned' | 'refused' | 'applying' | 'applied' | 'failed';

/** The dialog's text of a plan's counts ("12 neu, 3 geändert, 40 unverändert"). */
export function summaryText(plan: ImportPlan): string {
  const { added, changed, unchanged } = plan.summary;
  return `${added} neu, ${changed} geändert, ${unchanged} unverändert`;
}

/**
 * One import of a master-data list: the chosen file's text is checked at once (the dry run); "Übernehmen" applies the
 * plan with its token. A refusal (line errors, data moved since, a server failure) keeps the file, so the manager
 * can check it again or fix it without choosing it anew.
 */
export class CsvImportStore {
  phase: ImportPhase = 'empty';
  fileName: string | undefined = undefined;
  plan: ImportPlan | undefined = undefined;
  lineErrors: string[] = [];
  message: string | undefined = undefined;
  private text = '';
  private readonly api: ApiClient;
  private readonly kind: ImportKind;
  private readonly onApplied: () => void;

  constructor(api: ApiClient, kind: ImportKind, onApplied: () => void) {
    this.api = api;
    this.kind = kind;
    this.onApplied = onApplied;
    makeAutoObservable<CsvImportStore, 'api' | 'kind' | 'onApplied'>(
      this,
      { api: false, kind: false, onApplied: false },
      { autoBind: true },
    );
  }

  get canApply(): boolean {
    return (
      this.phase === 'planned' && this.plan !== undefined && this.plan.summary.added + this.plan.summary.changed > 0
    );
  }

  reset(): void {
    this.phase = 'empty';
    this.fileName = undefined;
    this.plan = undefined;
    this.lineErrors = [];
    this.message = undefined;
    this.text = '';
  }

  async choose(file: File): Promise<void> {
    this.fileName = file.name;
    this.phase = 'checking';
    const text = await file.text();
    runInAction(() => (this.text = text));
    await this.check();
  }

  async check(): Promise<void> {
    runInAction(() => {
      this.phase = 'checking';
      this.lineErrors = [];
      this.message = undefined;
    });
    try {
      const plan = await planImport(this.api, this.kind, this.text);
      runInAction(() => {
        this.plan = plan;
        this.phase = 'planned';
      });
    } catch (error) {
      this.refuse(error);
    }
  }

  async apply(): Promise<void> {
    const token = this.plan?.token;
    if (!this.canApply || token === undefined) return;
    runInAction(() => (this.phase = 'applying'));
    try {
      const plan = await applyImport(this.api, this.kind, this.text, token);
      runInAction(() => {
        this.plan = plan;
        this.phase = 'applied';
        this.message = `Import übernommen: ${summaryText(plan)}.`;
      });
      this.onApplied();
    } catch (error) {
      this.refuse(error);
    }
  }

  private refuse(error: unknown): void {
    runInAction(() => {
      this.plan = undefined;
      if (error instanceof ApiError && error.status === 422) {
        this.phase = 'refused';
        this.lineErrors = error.errors.map((one) => one.detail ?? one.field);
        this.message = `Die Datei wurde nicht übernommen: ${this.lineErrors.length} Fehler. Bitte korrigieren und erneut wählen.`;
      } else {
        this.phase = 'failed';
        this.message =
          error instanceof ApiError && error.status === 409
            ? `${error.message} Mit «Erneut prüfen» wird die Datei mit den aktuellen Daten verglichen.`
            : error instanceof ApiError && error.status === 413
              ? error.message
              : 'Die Datei konnte nicht geprüft oder übernommen werden. Bitte erneut versuchen.';
      }
    });
  }
}
