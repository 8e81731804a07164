import {
  isFairSeriesTeaser,
  isImageOnlyTeaser,
  isKnownTeaserType,
  isWallEntryShownNow,
  servableLink,
  teaserCount,
  teaserForPlace,
  teaserPlaceSeries,
  TEASER_PLACE_DEFAULT_STEP,
  teaserFieldName,
  teaserPartsOf,
  TEASER_NUMBERS,
  TEASER_IMAGE_BASES,
  TEASER_TEXT_BASES,
  type TeaserNumber,
  teaserSizeClass,
  TEASER_TYPE_OPTIONS,
  type TeaserTypeOption,
  type Localized,
  type TeaserSizeClass,
} from '../../domain/index.ts';
import type { FairWallEntries, FairWallEntry } from '../ports/FairWallEntries.ts';
import type { Fairs } from '../ports/Fairs.ts';
import type { Logger } from '../ports/Logger.ts';
import type { TeaserRecord, Teasers } from '../ports/Teasers.ts';
import type { User } from '../ports/Users.ts';

/** POST /teaseroftype (exhibitor-area §7): where a teaser is to be shown. */
export interface TeaserRequest {
  readonly type: number;
  /** The fair's id code, when the place belongs to a fair. */
  readonly fair?: string | null;
  readonly boothId?: string | null;
  /** Task ids that are done on the booth. */
  readonly tasksDone?: readonly string[];
  /** The booth's registration step (1, 2, 4 or 8); a new booth counts as 1 (Open). */
  readonly boothState?: number | null;
  readonly uuid: string;
}

export interface TeaserItem {
  readonly title: Localized<string>;
  readonly text: Localized<string>;
  readonly ctaText: Localized<string>;
  readonly ctaUrl: Localized<string>;
  readonly eyecatcherTitle: Localized<string>;
  readonly eyecatcherText: Localized<string>;
  readonly imageLandscape: Localized<string | null>;
  readonly imagePortrait: Localized<string | null>;
}

export interface TeaserView {
  readonly id: string;
  readonly type: number;
  readonly sizeClass: TeaserSizeClass | null;
  readonly imageOnly: boolean;
  readonly leistungsgruppeId: string | null;
  readonly relatedTask: string | null;
  /** One item, three for a multi teaser (exhibitor-area §9). */
  readonly items: TeaserItem[];
}

export interface TeaserReply {
  readonly uuid: string;
  readonly teaser: TeaserView | null;
}

/** The wall of interesting fairs as exhibitors see it. */
export interface WallEntryView {
  readonly id: string;
  readonly displayName: string;
  readonly url: Localized<string | null>;
  readonly logo: Localized<string | null>;
}

/**
 * Marketing for exhibitors: the teaser for a place and the wall of interesting fairs (exhibitor-area §2,
 * §5, §9). The type's bits and the display rules are the domain's.
 */
export class MarketingContent {
  private readonly teasers: Teasers;
  private readonly wall: FairWallEntries;
  private readonly fairs: Fairs;
  private readonly logger: Logger;

  constructor(teasers: Teasers, wall: FairWallEntries, fairs: Fairs, logger: Logger) {
    this.teasers = teasers;
    this.wall = wall;
    this.fairs = fairs;
    this.logger = logger;
  }

  /**
   * The newest teaser of the type published now that fits the place: a fair-series type (bit 1) belongs to
   * the series of the requested fair, else to the user's preferred series (any series when neither is
   * known); any other type to the requested fair. A teaser with a registration-state mask shows only for
   * booths in one of those steps; one with a related task only while that task is not done. An unknown
   * type answers no teaser and logs a warning. The reply always echoes the request's uuid.
   */
  async teaserOfType(user: User, request: TeaserRequest, now: Date): Promise<TeaserReply> {
    if (!isKnownTeaserType(request.type)) {
      this.logger.warn('teaser of an unknown type requested', { type: request.type, userId: user.id });
      return { uuid: request.uuid, teaser: null };
    }
    const fair = request.fair ?? null;
    const place = {
      fair,
      series: teaserPlaceSeries(request.type, await this.seriesOf(request.type, fair), user.preferredFairSeries),
      step: request.boothState ?? TEASER_PLACE_DEFAULT_STEP,
      tasksDone: request.tasksDone ?? [],
    };
    const found = teaserForPlace(await this.teasers.ofType(request.type), place, now);
    return { uuid: request.uuid, teaser: found ? teaserView(found) : null };
  }

  teaserTypes(): readonly TeaserTypeOption[] {
    return TEASER_TYPE_OPTIONS;
  }

  /** Entries published now that have both a link and a logo (exhibitor-area §5), by display name. */
  async currentWallEntries(now: Date): Promise<WallEntryView[]> {
    return (await this.wall.all()).filter((entry) => isWallEntryShownNow(entry, now)).map(wallEntryView);
  }

  async currentWallEntry(id: string, now: Date): Promise<WallEntryView | undefined> {
    const entry = await this.wall.byId(id);
    return entry && isWallEntryShownNow(entry, now) ? wallEntryView(entry) : undefined;
  }

  /** The requested fair's series, looked up only for a fair-series type. */
  private async seriesOf(type: number, fair: string | null): Promise<string | undefined> {
    if (!isFairSeriesTeaser(type) || !fair) return undefined;
    return (await this.fairs.byIdCode(fair))?.fairSeriesId ?? undefined;
  }
}

function wallEntryView(entry: FairWallEntry): WallEntryView {
  return { id: entry.id, displayName: entry.displayName, url: entry.url, logo: entry.logo };
}

function teaserView(teaser: TeaserRecord): TeaserView {
  const items = TEASER_NUMBERS.slice(0, teaserCount(teaser.type)).map((number) => teaserItem(teaser, number));
  return {
    id: teaser.id,
    type: teaser.type,
    sizeClass: teaserSizeClass(teaser.type) ?? null,
    imageOnly: isImageOnlyTeaser(teaser.type),
    leistungsgruppeId: teaser.leistungsgruppeId,
    relatedTask: teaser.relatedTask,
    items,
  };
}

function teaserItem(teaser: TeaserRecord, number: TeaserNumber): TeaserItem {
  // A CTA link stored before the link rule that breaks it is not served (the teaser shows no link then).
  const read = (base: (typeof TEASER_TEXT_BASES)[number], language: 'De' | 'Fr' | 'En'): string => {
    const value = teaser.texts[teaserFieldName(base, language, number)] ?? '';
    return base === 'ctaUrl' ? (servableLink(value, { allowMailto: true }) ?? '') : value;
  };
  const text = (base: (typeof TEASER_TEXT_BASES)[number]): Localized<string> => ({
    de: read(base, 'De'),
    fr: read(base, 'Fr'),
    en: read(base, 'En'),
  });
  const image = (base: (typeof TEASER_IMAGE_BASES)[number]): Localized<string | null> => ({
    de: teaser.images[teaserFieldName(base, 'De', number)] ?? null,
    fr: teaser.images[teaserFieldName(base, 'Fr', number)] ?? null,
    en: teaser.images[teaserFieldName(base, 'En', number)] ?? null,
  });
  return teaserPartsOf(text, image);
}
