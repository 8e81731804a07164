/**
 * Teasers and the partner-logo wall as shown to exhibitors (exhibitor-area §3, §5, §9; admin-back-office §4).
 *
 * The teaser type is a bit mask: bit 1 a fair-series teaser (otherwise fair-specific), bit 4 a multi teaser of
 * three, bit 128 the image-only / localized-image variant. The known types are named in TEASER_TYPES.
 */
export const TEASER_TYPE_BITS = { fairSeries: 1, multi: 4, imageOnly: 128 } as const;

/**
 * The known teaser types by name, the one place their numbers are written (admin-back-office §4 names them
 * "Messe-Reihe: Teaser gross" ... "Messe: Bild-Teaser Navigation"). Each is a combination of TEASER_TYPE_BITS.
 */
export const TEASER_TYPES = {
  /** Messe-Reihe: Teaser gross, the large teaser of a fair series (Home, past fairs). */
  seriesLarge: 1,
  /** Messe: Teaser mittel, on the fair page. */
  fairMedium: 2,
  /** Messe: Multi-Teaser (3), three side by side on the fair page. */
  fairMulti: 4,
  /** Messe-Reihe: Bild-Teaser gross. */
  seriesImageLarge: 129,
  /** Messe: Bild-Teaser mittel. */
  fairImageMedium: 130,
  /** Messe: Multi-Bild-Teaser (3). */
  fairImageMulti: 132,
  /** Messe: Bild-Teaser Navigation, beside the fair page's navigation. */
  fairImageNavigation: 136,
} as const;

export type KnownTeaserType = (typeof TEASER_TYPES)[keyof typeof TEASER_TYPES];
export const KNOWN_TEASER_TYPES: readonly KnownTeaserType[] = Object.values(TEASER_TYPES);

export const MULTI_TEASER_COUNT = 3;

export type TeaserSizeClass = 'xl' | 'md' | 'sm';
export const TEASER_SIZE_CLASSES = {
  [TEASER_TYPES.seriesLarge]: 'xl',
  [TEASER_TYPES.seriesImageLarge]: 'xl',
  [TEASER_TYPES.fairMedium]: 'md',
  [TEASER_TYPES.fairImageMedium]: 'md',
  [TEASER_TYPES.fairMulti]: 'sm',
  [TEASER_TYPES.fairImageMulti]: 'sm',
  [TEASER_TYPES.fairImageNavigation]: 'sm',
} as const satisfies Record<KnownTeaserType, TeaserSizeClass>;

/** Screen widths in px where the layout changes. */
export const BREAKPOINTS = { xs: 450, sm: 768, md: 1024, lg: 1200 } as const;

export function isKnownTeaserType(type: number): type is KnownTeaserType {
  return (KNOWN_TEASER_TYPES as readonly number[]).includes(type);
}

function hasBit(type: number, bit: number): boolean {
  return (type & bit) === bit;
}

/** Bit 1: a teaser of the fair series; otherwise it belongs to one fair. */
export function isFairSeriesTeaser(type: number): boolean {
  return hasBit(type, TEASER_TYPE_BITS.fairSeries);
}

/** Bit 4: three teasers side by side (types 4 and 132). */
export function isMultiTeaser(type: number): boolean {
  return hasBit(type, TEASER_TYPE_BITS.multi);
}

/** Bit 128: only the (localized) image is shown. */
export function isImageOnlyTeaser(type: number): boolean {
  return hasBit(type, TEASER_TYPE_BITS.imageOnly);
}

/** How many teasers the type shows: 3 for a multi teaser, else 1. */
export function teaserCount(type: number): number {
  return isMultiTeaser(type) ? MULTI_TEASER_COUNT : 1;
}

/** The size class of a known type; undefined for an unknown type, which shows nothing (the caller logs a warning). */
export function teaserSizeClass(type: number): TeaserSizeClass | undefined {
  return isKnownTeaserType(type) ? TEASER_SIZE_CLASSES[type] : undefined;
}

/**
 * Portrait images on small screens, landscape on large. Small means narrower than the sm breakpoint (768 px),
 * where the admin's "mobile" image sizes apply.
 */
export function teaserImageOrientation(screenWidth: number): 'portrait' | 'landscape' {
  return screenWidth < BREAKPOINTS.sm ? 'portrait' : 'landscape';
}

/** A teaser-of-type reply is used only when it answers this request (same uuid). */
export function isTeaserReplyCurrent(
  requestUuid: string,
  reply: { readonly uuid?: string | null } | null | undefined,
): boolean {
  return reply?.uuid === requestUuid;
}

export interface LogoWallEntry {
  readonly url?: string | null;
  readonly logo?: string | null;
}

/** Logo entries need both url and logo non-empty. */
export function isLogoWallEntryShown(entry: LogoWallEntry): boolean {
  return isFilled(entry.url) && isFilled(entry.logo);
}

export function shownLogoWallEntries<T extends LogoWallEntry>(entries: readonly T[]): T[] {
  return entries.filter(isLogoWallEntryShown);
}

function isFilled(value: string | null | undefined): boolean {
  return (value?.trim() ?? '') !== '';
}

/** Partner-logo carousel (§9): autoplay every 5 s, 500 ms transitions, endless. */
export const LOGO_CAROUSEL = { slides: 4, autoplayMs: 5000, speedMs: 500, infinite: true } as const;

/** Below this width the carousel shows a single logo. */
export const LOGO_CAROUSEL_SINGLE_SLIDE_BELOW = 480;

/** Slides shown at once: 4; 2 below 1024 px (the md breakpoint); 1 below 480 px. */
export function logoCarouselSlides(screenWidth: number): number {
  if (screenWidth < LOGO_CAROUSEL_SINGLE_SLIDE_BELOW) return 1;
  if (screenWidth < BREAKPOINTS.md) return 2;
  return LOGO_CAROUSEL.slides;
}
