import type { TeaserImageField, TeaserTextField } from '../../domain/admin/teaserRules.ts';
import type { DateRange } from '../../domain/time.ts';

/** title, text, ctaText, ctaUrl, eyecatcherTitle, eyecatcherText per language and teaser number; a field left out is empty. */
export type TeaserTexts = { readonly [F in TeaserTextField]?: string | null };
/** imageLandscape and imagePortrait per language and teaser number: data URLs when written, read back as the addresses they are served from (/api/images/...); a field left out has no image. */
export type TeaserImages = { readonly [F in TeaserImageField]?: string | null };

/**
 * A teaser as the admin back office maintains it (admin-back-office §3 Teaser): the texts and images
 * keyed by the admin's field names (titleDe, ctaUrlFr2, imageLandscapeEn3 ...), so that the back office
 * can reuse the table as it is.
 */
export interface TeaserRecord {
  readonly id: string;
  /** Bit mask: 1 fair series, 4 multi teaser, 128 image only. */
  readonly type: number;
  readonly internalName: string;
  /** Kept in a column per field (migration 20261122140000_teaserFields); only the filled ones are read back. */
  readonly texts: TeaserTexts;
  readonly images: TeaserImages;
  readonly leistungsgruppeId: string | null;
  readonly published: DateRange;
  readonly fairSeries: string | null;
  /** The fair's id code (fair-specific teasers). */
  readonly fair: string | null;
  readonly fairType: string | null;
  /** Bit mask of registration steps (1, 2, 4, 8) the teaser is shown for. */
  readonly registrationState: number | null;
  /** The task id the teaser advertises; it is no longer shown once that task is done. */
  readonly relatedTask: string | null;
}

export type NewTeaser = Omit<TeaserRecord, 'id'>;

export interface Teasers {
  /** Every teaser of a type, newest publication first. */
  ofType(type: number): Promise<TeaserRecord[]>;
  add(teaser: NewTeaser): Promise<TeaserRecord>;
}

export const TeasersToken = Symbol.for('Teasers');
