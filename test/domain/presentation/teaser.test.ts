import { describe, it, expect } from '@jest/globals';
import {
  BREAKPOINTS,
  KNOWN_TEASER_TYPES,
  LOGO_CAROUSEL,
  MULTI_TEASER_COUNT,
  isFairSeriesTeaser,
  isImageOnlyTeaser,
  isKnownTeaserType,
  isLogoWallEntryShown,
  isMultiTeaser,
  isTeaserReplyCurrent,
  logoCarouselSlides,
  shownLogoWallEntries,
  teaserCount,
  teaserImageOrientation,
  teaserSizeClass,
} from '../../../domain/presentation/index.ts';

// spec: exhibitor-area §9 teasers; admin-back-office §4 teaser type bit mask
describe('teaser types', () => {
  it('knows the types 1, 2, 4, 129, 130, 132, 136', () => {
    expect(KNOWN_TEASER_TYPES).toEqual([1, 2, 4, 129, 130, 132, 136]);
    for (const type of KNOWN_TEASER_TYPES) expect(isKnownTeaserType(type)).toBe(true);
    for (const type of [0, 3, 5, 8, 128, 131, 256]) expect(isKnownTeaserType(type)).toBe(false);
  });

  it.each([
    [1, true, false, false, 'xl', 1],
    [2, false, false, false, 'md', 1],
    [4, false, true, false, 'sm', 3],
    [129, true, false, true, 'xl', 1],
    [130, false, false, true, 'md', 1],
    [132, false, true, true, 'sm', 3],
    [136, false, false, true, 'sm', 1],
  ] as const)(
    'type %p: fair series %p, multi %p, image only %p, size %p, shows %p',
    (type, series, multi, imageOnly, size, count) => {
      expect(isFairSeriesTeaser(type)).toBe(series);
      expect(isMultiTeaser(type)).toBe(multi);
      expect(isImageOnlyTeaser(type)).toBe(imageOnly);
      expect(teaserSizeClass(type)).toBe(size);
      expect(teaserCount(type)).toBe(count);
    },
  );

  it('an unknown type has no size class (it shows nothing)', () => {
    expect(teaserSizeClass(3)).toBeUndefined();
    expect(teaserSizeClass(128)).toBeUndefined();
  });

  it('a multi teaser shows three', () => {
    expect(MULTI_TEASER_COUNT).toBe(3);
  });
});

// spec: exhibitor-area §9 breakpoints; portrait images on small screens, landscape on large
describe('teaser images', () => {
  it('breakpoints xs 450, sm 768, md 1024, lg 1200', () => {
    expect(BREAKPOINTS).toEqual({ xs: 450, sm: 768, md: 1024, lg: 1200 });
  });

  it('portrait below the sm breakpoint, landscape from it', () => {
    expect(teaserImageOrientation(320)).toBe('portrait');
    expect(teaserImageOrientation(767)).toBe('portrait');
    expect(teaserImageOrientation(768)).toBe('landscape');
    expect(teaserImageOrientation(1920)).toBe('landscape');
  });
});

// spec: exhibitor-area §5 teaser of a type: the reply is used only when its uuid matches the request uuid
describe('isTeaserReplyCurrent', () => {
  it('uses a reply only for the request it answers', () => {
    expect(isTeaserReplyCurrent('a-1', { uuid: 'a-1' })).toBe(true);
    expect(isTeaserReplyCurrent('a-1', { uuid: 'a-2' })).toBe(false);
    expect(isTeaserReplyCurrent('a-1', { uuid: null })).toBe(false);
    expect(isTeaserReplyCurrent('a-1', {})).toBe(false);
    expect(isTeaserReplyCurrent('a-1', null)).toBe(false);
    expect(isTeaserReplyCurrent('a-1', undefined)).toBe(false);
  });
});

// spec: exhibitor-area §5 logo entries need both url and logo non-empty; §9 logo carousel
describe('logo wall', () => {
  it('shows an entry only with both url and logo', () => {
    expect(isLogoWallEntryShown({ url: 'https://fair.example', logo: 'data:image/png;base64,AA' })).toBe(true);
    expect(isLogoWallEntryShown({ url: '', logo: 'logo.png' })).toBe(false);
    expect(isLogoWallEntryShown({ url: 'https://fair.example', logo: ' ' })).toBe(false);
    expect(isLogoWallEntryShown({ url: null, logo: 'logo.png' })).toBe(false);
    expect(isLogoWallEntryShown({ url: 'https://fair.example' })).toBe(false);
  });

  it('filters the wall and keeps the entries as they are', () => {
    const shown = { url: 'https://a.example', logo: 'a.png', name: 'A' };
    expect(shownLogoWallEntries([shown, { url: 'https://b.example', logo: '', name: 'B' }])).toEqual([shown]);
  });

  it('carousel: 4 slides, 2 below 1024 px, 1 below 480 px; autoplay 5 s, speed 500 ms, endless', () => {
    expect(logoCarouselSlides(1920)).toBe(4);
    expect(logoCarouselSlides(1024)).toBe(4);
    expect(logoCarouselSlides(1023)).toBe(2);
    expect(logoCarouselSlides(480)).toBe(2);
    expect(logoCarouselSlides(479)).toBe(1);
    expect(logoCarouselSlides(0)).toBe(1);
    expect(LOGO_CAROUSEL).toEqual({ slides: 4, autoplayMs: 5000, speedMs: 500, infinite: true });
  });
});
