import type { AdminFairInput, AdminFairs } from '../ports/AdminFairs.ts';
import type { ProductFair } from '../ports/Fairs.ts';
import { AdminValidationFailed } from './adminErrors.ts';
import { previewErrors, previewFair, type HtmlSanitiser } from './fairPreviewModel.ts';

export interface AdminFairPreviewDependencies<S, V> {
  readonly fairs: Pick<AdminFairs, 'references'>;
  /** The German title of a fair series. */
  readonly seriesTitle: (seriesId: string) => Promise<string | undefined>;
  readonly sanitiseHtml: HtmlSanitiser;
  /** The exhibitor's page of the fair with the sample booth (the exhibitor area's SampleBoothPage). */
  readonly render: (fair: ProductFair, sample: S, now: Date) => Promise<V>;
}

/**
 * "Vorschau als Aussteller" (beyond the spec's §7): a fair form, saved or not, checked like a save except that a
 * draft may leave required fields blank, turned into the fair the exhibitor area reads (in memory, nothing stored)
 * and handed to the exhibitor's page builder with the manager's sample booth.
 */
export class AdminFairPreviewService<S, V> {
  private readonly deps: AdminFairPreviewDependencies<S, V>;

  constructor(deps: AdminFairPreviewDependencies<S, V>) {
    this.deps = deps;
  }

  async preview(input: AdminFairInput, sample: S, now: Date): Promise<V> {
    const errors = previewErrors(input, await this.deps.fairs.references());
    // The fair is the body's `fair`: its fields are named as there.
    if (errors.length > 0)
      throw new AdminValidationFailed(errors.map((error) => ({ ...error, field: `fair.${error.field}` })));
    const seriesTitle = input.fairSeries ? await this.deps.seriesTitle(input.fairSeries) : undefined;
    return this.deps.render(previewFair(input, seriesTitle, this.deps.sanitiseHtml), sample, now);
  }
}
