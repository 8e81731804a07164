import { z } from 'zod';
import type { NewTeaser, TeaserTexts } from '../../application/ports/Teasers.ts';
import { TEASER_TEXT_FIELDS, type TeaserTextField } from '../../domain/admin/teaserRules.ts';

// How a teaser is written to its row, shared by the exhibitor area's teasers and the back office's.

/** The JSON list columns of a teaser (tasks, documents, steps): lists of objects, checked when read. */
export const teaserJsonListColumn = z.array(z.record(z.string(), z.unknown()));

/** The columns of a teaser's fields other than its images and JSON lists: one per text field, null when empty. */
export function teaserColumns(teaser: Omit<NewTeaser, 'images'>) {
  return {
    type: teaser.type,
    internalName: teaser.internalName,
    ...teaserTextColumnValues(teaser.texts),
    leistungsgruppeId: teaser.leistungsgruppeId,
    publishedStart: teaser.published.start ?? null,
    publishedEnd: teaser.published.end ?? null,
    fairSeries: teaser.fairSeries,
    fair: teaser.fair,
    fairType: teaser.fairType,
    registrationState: teaser.registrationState,
    relatedTask: teaser.relatedTask,
  };
}

function teaserTextColumnValues(texts: TeaserTexts): Record<TeaserTextField, string | null> {
  return Object.fromEntries(TEASER_TEXT_FIELDS.map((field) => [field, texts[field] ?? null])) as Record<
    TeaserTextField,
    string | null
  >;
}
