import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import {
  isFairSeriesTeaser,
  isImageOnlyTeaser,
  isMultiTeaser,
  logoCarouselSlides,
  teaserCount,
  teaserImageOrientation,
} from '../../../domain/presentation/index.ts';

const types = fc.integer({ min: 0, max: 255 });

// spec: admin-back-office §4 teaser type bit mask; exhibitor-area §9 teasers
describe('teaser type bits (property)', () => {
  it('each flag reads only its own bit', () => {
    fc.assert(
      fc.property(types, (type) => {
        expect(isFairSeriesTeaser(type)).toBe(Math.floor(type / 1) % 2 === 1);
        expect(isMultiTeaser(type)).toBe(Math.floor(type / 4) % 2 === 1);
        expect(isImageOnlyTeaser(type)).toBe(Math.floor(type / 128) % 2 === 1);
      }),
    );
  });

  it('a multi teaser shows three teasers, any other one', () => {
    fc.assert(
      fc.property(types, (type) => {
        expect(teaserCount(type)).toBe(isMultiTeaser(type) ? 3 : 1);
      }),
    );
  });
});

// spec: exhibitor-area §9 logo carousel and teaser images by screen width
describe('screen width rules (property)', () => {
  it('the carousel never shows more logos on a narrower screen', () => {
    fc.assert(
      fc.property(fc.nat({ max: 4000 }), fc.nat({ max: 4000 }), (a, b) => {
        const [narrow, wide] = a <= b ? [a, b] : [b, a];
        expect(logoCarouselSlides(narrow)).toBeLessThanOrEqual(logoCarouselSlides(wide));
        expect([1, 2, 4]).toContain(logoCarouselSlides(narrow));
      }),
    );
  });

  it('once landscape, a wider screen stays landscape', () => {
    fc.assert(
      fc.property(fc.nat({ max: 4000 }), fc.nat({ max: 4000 }), (width, more) => {
        if (teaserImageOrientation(width) === 'landscape')
          expect(teaserImageOrientation(width + more)).toBe('landscape');
      }),
    );
  });
});
