import {
  adminSaveMode,
  ADMIN_VALIDATION_MESSAGES,
  findOverlappingTeaser,
  REGISTRATION_STATE_OPTIONS,
  TEASER_IMAGE_FIELDS,
  TEASER_TEXT_FIELDS,
  TEASER_TYPE_OPTIONS,
  teaserOverlapMessage,
  teaserSchema,
  validateTeaser,
  type AdminTeaser,
  type ImageRule,
  type OverlapCheckedTeaser,
  type RegistrationStateOption,
  type TeaserImageField,
  type TeaserImageValue,
  type TeaserTextField,
  type TeaserTypeOption,
} from '../../domain/admin/index.ts';
import { startOfUtcDay } from '../../domain/dateTime.ts';
import type { DateRange } from '../../domain/time.ts';
import type {
  AdminTeaserFields,
  AdminTeaserInput,
  AdminTeaserList,
  AdminTeasers,
  AdminTeaserSummary,
  OverlapCheck,
  StoredAdminTeaser,
  TeaserImageChanges,
} from '../ports/AdminTeasers.ts';
import type { ChangeNotices } from '../ports/ChangeNotices.ts';
import type { ImageIntake } from '../ports/ImageIntake.ts';
import {
  AdminNotFound,
  AdminStaleVersion,
  AdminValidationFailed,
  type AdminActor,
  type AdminFieldError,
} from './adminErrors.ts';
import { checkImageFields } from './adminImages.ts';

const TEASER = 'Teaser';

/** The body of POST /checkTeaserDateRange (admin-back-office §7). */
export interface TeaserDateRangeQuery {
  readonly _id?: string | null;
  readonly type: number;
  readonly fairSeries?: string | null;
  readonly published?: DateRange | null;
}

/** Every fair's `_id` and code, for the teaser's fair (kept by code, named by `_id` in the API). */
export type FairKeys = () => Promise<ReadonlyArray<{ readonly id: string; readonly idCode: string }>>;

/** The reply of POST /checkTeaserDateRange: the other teaser whose period overlaps. */
export interface OverlappingTeaser {
  readonly _id: string;
  readonly published: DateRange;
  readonly internalName: string;
}

/**
 * The teasers of the back office (admin-back-office §3 Teaser, §4 type bits, §5 Teaser, §7 Teasers): read,
 * create or update by _id, delete, the type and registration-state options, and the date-range check. A save
 * is checked with the domain's teaser rules (the same the admin UI runs); its images go through the image
 * intake (type read from the bytes, ratio and minimum size of the type); a period that overlaps another teaser
 * of the same type and fair series is refused inside the write's transaction. After a committed write every
 * exhibitor view is told that the catalogue changed.
 */
export class AdminTeasersService {
  private readonly teasers: AdminTeasers;
  private readonly images: ImageIntake;
  private readonly changes: ChangeNotices;

  private readonly fairKeys: FairKeys;

  constructor(deps: { teasers: AdminTeasers; images: ImageIntake; changes: ChangeNotices; fairKeys: FairKeys }) {
    this.teasers = deps.teasers;
    this.images = deps.images;
    this.changes = deps.changes;
    this.fairKeys = deps.fairKeys;
  }

  async list(): Promise<AdminTeaserSummary[]> {
    const [teasers, keys] = await Promise.all([this.teasers.list(), this.keys()]);
    return teasers.map((teaser) => keys.withFairId(teaser));
  }

  async get(id: string): Promise<StoredAdminTeaser> {
    const [teaser, keys] = await Promise.all([this.teasers.byId(id), this.keys()]);
    if (!teaser) throw new AdminNotFound(TEASER);
    return keys.withFairId(teaser);
  }

  /**
   * A teaser keeps its fair by the fair's code (the exhibitor pages ask by code), while every fair call of the
   * admin API names a fair by its `_id`: the API takes and answers the `_id`, and still takes a code (sent before).
   */
  private async keys() {
    const fairs = await this.fairKeys();
    const codeById = new Map(fairs.map((fair) => [fair.id, fair.idCode]));
    const idByCode = new Map(fairs.map((fair) => [fair.idCode, fair.id]));
    return {
      codeOf: (fair: string | null | undefined) =>
        typeof fair === 'string' ? (codeById.get(fair.trim()) ?? fair) : fair,
      withFairId: <T extends { readonly fair?: string | null }>(teaser: T): T =>
        teaser.fair ? { ...teaser, fair: idByCode.get(teaser.fair) ?? teaser.fair } : teaser,
    };
  }

  teaserTypes(): readonly TeaserTypeOption[] {
    return TEASER_TYPE_OPTIONS;
  }

  fairStates(): readonly RegistrationStateOption[] {
    return REGISTRATION_STATE_OPTIONS;
  }

  /** The other teaser of the same type and fair series whose published period shares a day with the query's, or null. */
  async checkDateRange(query: TeaserDateRangeQuery): Promise<OverlappingTeaser | null> {
    const fairSeries = query.fairSeries?.trim();
    if (!fairSeries) return null;
    const candidate = {
      _id: query._id ?? undefined,
      type: query.type,
      fairSeries,
      published: query.published ?? undefined,
    };
    const other = findOverlappingTeaser(candidate, await this.teasers.ofTypeAndSeries(query.type, fairSeries));
    return other
      ? {
          _id: other._id!,
          published: other.published ?? { start: null, end: null },
          internalName: other.internalName ?? '',
        }
      : null;
  }

  /**
   * POST /teaser (create, or update when the body has an _id) and PUT /teasers/{id}: answers the teaser as saved.
   * A version restored from the history passes the note its audit entry keeps.
   */
  async save(
    sent: AdminTeaserInput,
    routeId: string | undefined,
    actor: AdminActor,
    note?: string,
  ): Promise<StoredAdminTeaser> {
    const keys = await this.keys();
    const input: AdminTeaserInput = { ...sent, fair: keys.codeOf(sent.fair) };
    try {
      return keys.withFairId(await this.store(input, routeId, actor, note));
    } catch (error) {
      if (error instanceof AdminStaleVersion && error.current && typeof error.current === 'object')
        throw new AdminStaleVersion(keys.withFairId(error.current as StoredAdminTeaser));
      throw error;
    }
  }

  private async store(
    input: AdminTeaserInput,
    routeId: string | undefined,
    actor: AdminActor,
    note: string | undefined,
  ): Promise<StoredAdminTeaser> {
    const id = adminSaveMode(input, routeId) === 'update' ? (routeId ?? input._id ?? undefined) : undefined;
    const stored = id === undefined ? undefined : await this.get(id);
    const images = await this.acceptImages(input, stored);
    const form: AdminTeaser = { ...input, ...images.formValues };
    const validation = validateTeaser(form);
    const refused = new Set(images.errors.map((error) => error.field));
    const fields = fieldsOf(input);
    const known = await this.teasers.referencesExist(fields.fairSeries, fields.fair);
    failOn([
      ...(validation.ok
        ? []
        : validation.errors
            .filter((error) => !refused.has(error.field))
            .map(({ field, message }) => ({ field, message }))),
      ...images.errors,
      ...(known.fairSeries ? [] : [{ field: 'fairSeries', message: ADMIN_VALIDATION_MESSAGES.unknownFairSeries }]),
      ...(known.fair ? [] : [{ field: 'fair', message: ADMIN_VALIDATION_MESSAGES.unknownFair }]),
      ...(stored && typeof input.version !== 'number'
        ? [{ field: 'version', message: ADMIN_VALIDATION_MESSAGES.required }]
        : []),
    ]);
    const saved = await this.teasers.save(
      { fields, images: images.changes },
      id === undefined ? {} : { id, expectedVersion: input.version, ...(note === undefined ? {} : { note }) },
      actor,
      overlapCheck(id, fields),
    );
    await this.changes.publish({ scope: 'catalogue' });
    return saved;
  }

  async delete(id: string, version: number | undefined, actor: AdminActor): Promise<void> {
    if (!(await this.teasers.delete(id, version, actor))) throw new AdminNotFound(TEASER);
    await this.changes.publish({ scope: 'catalogue' });
  }

  /**
   * The image fields of a save through the image intake (checkImageFields: a data URL is a new image, read with
   * the type's ratio and minimum size; null or '' removes it; the address read or a field left out keeps it).
   * `formValues` is what the validator sees: the measured size of a new image, the stored address of a kept
   * (or refused) one, null for none.
   */
  private async acceptImages(input: AdminTeaserInput, stored: StoredAdminTeaser | undefined) {
    const rules = imageRulesOf(input.type);
    const { changes, errors } = await checkImageFields(
      this.images,
      TEASER_IMAGE_FIELDS.map((field) => {
        const rule = rules.get(field);
        return { field, value: input[field], use: rule ? { kind: 'image', rule } : { kind: 'image' } };
      }),
    );
    const imageChanges: { -readonly [F in TeaserImageField]?: TeaserImageChanges[F] } = {};
    const formValues: Partial<Record<TeaserImageField, TeaserImageValue>> = {};
    for (const field of TEASER_IMAGE_FIELDS) {
      const change = changes.get(field);
      const kept = stored?.[field] ?? null;
      if (change?.kind === 'set') {
        imageChanges[field] = { contentType: change.image.contentType, bytes: change.image.bytes };
        formValues[field] = { width: change.image.width, height: change.image.height };
      } else if (change?.kind === 'remove') {
        if (kept !== null) imageChanges[field] = null;
        formValues[field] = null;
      } else {
        formValues[field] = kept;
      }
    }
    return { changes: imageChanges as TeaserImageChanges, formValues, errors };
  }
}

function failOn(errors: readonly AdminFieldError[]): void {
  if (errors.length > 0) throw new AdminValidationFailed(errors);
}

/** The image rule (ratio, minimum width and height) of each image field the type's form has. */
function imageRulesOf(type: number): Map<string, ImageRule> {
  const rules = new Map<string, ImageRule>();
  for (const field of teaserSchema(type)) {
    const rule = field.rules.find((candidate): candidate is ImageRule => candidate.kind === 'image');
    if (rule) rules.set(field.field, rule);
  }
  return rules;
}

/** The save is refused when its period shares a day with another teaser of the same type and fair series (§5 Teaser). */
function overlapCheck(id: string | undefined, fields: AdminTeaserFields): OverlapCheck {
  return (others: readonly OverlapCheckedTeaser[]) => {
    const other = findOverlappingTeaser(
      { _id: id, type: fields.type, fairSeries: fields.fairSeries, published: fields.published },
      others,
    );
    if (other) throw new AdminValidationFailed([{ field: 'published', message: teaserOverlapMessage(other) }]);
  };
}

const textOrNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null ? null : value;
const trimmedOrNull = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);
/** A validated date as the calendar day it names (YYYY-MM-DD, UTC). */
const day = (value: string | null | undefined): string | null => startOfUtcDay(value)?.toISODate() ?? null;
const list = (value: readonly unknown[] | undefined): AdminTeaserList => (value ?? []) as AdminTeaserList;

/** The fields to store of a validated teaser (texts as sent, references trimmed, the period as days). */
function fieldsOf(input: AdminTeaserInput): AdminTeaserFields {
  const texts = Object.fromEntries(TEASER_TEXT_FIELDS.map((field) => [field, textOrNull(input[field])])) as Record<
    TeaserTextField,
    string | null
  >;
  return {
    ...texts,
    type: input.type,
    internalName: (input.internalName ?? '').trim(),
    leistungsgruppeId: trimmedOrNull(input.leistungsgruppeId),
    published: { start: day(input.published?.start), end: day(input.published?.end) },
    fairSeries: trimmedOrNull(input.fairSeries),
    fair: trimmedOrNull(input.fair),
    fairType: trimmedOrNull(input.fairType),
    registrationState: input.registrationState ?? null,
    relatedTask: trimmedOrNull(input.relatedTask),
    tasks: list(input.tasks),
    documents: list(input.documents),
    steps: list(input.steps),
  };
}
