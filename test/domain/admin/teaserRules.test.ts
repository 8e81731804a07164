import { describe, it, expect } from '@jest/globals';
import {
  DEFAULT_TEASER_TYPE,
  newTeaser,
  teaserFieldName,
  teaserImageSizes,
  teaserSchema,
  validateTeaser,
} from '../../../domain/admin/index.ts';
import {
  isFairSeriesTeaser,
  isImageOnlyTeaser,
  isMultiTeaser,
  TEASER_TYPE_BITS,
} from '../../../domain/presentation/index.ts';

// spec: admin-back-office §9 teaser image sizes, desktop width x height / mobile width x height, by type
describe('teaser image sizes by type', () => {
  const cases: [number, string, string][] = [
    [1, '1800x1200 3:2', '1800x600 3:1'],
    [129, '1600x800 2:1', '1000x1200 5:6'],
    [2, '600x600 1:1', '1200x720 5:3'],
    [130, '1600x480 10:3', '1000x1200 5:6'],
    [4, '600x420 10:7', '1200x720 5:3'],
    [132, '1000x1200 5:6', '1000x1200 5:6'],
    [136, '1000x1200 5:6', '1000x1200 5:6'],
    [0, '400x400 1:1', '400x400 1:1'],
    [8, '400x400 1:1', '400x400 1:1'],
    [133, '400x400 1:1', '400x400 1:1'],
  ];
  it.each(cases)('type %i: desktop %s, mobile %s', (type, desktop, mobile) => {
    const sizes = teaserImageSizes(type);
    expect(`${sizes.desktop.width}x${sizes.desktop.height} ${sizes.desktop.ratio}`).toBe(desktop);
    expect(`${sizes.mobile.width}x${sizes.mobile.height} ${sizes.mobile.ratio}`).toBe(mobile);
  });
});

describe('new teaser', () => {
  // spec: admin-back-office §4: a new teaser defaults to type 1
  it('is of type 1 unless the create hash carries a type', () => {
    expect(DEFAULT_TEASER_TYPE).toBe(1);
    expect(newTeaser()).toEqual({ type: 1 });
    expect(newTeaser('')).toEqual({ type: 1 });
    expect(newTeaser('#abc')).toEqual({ type: 1 });
    expect(newTeaser('#0')).toEqual({ type: 1 });
    expect(newTeaser('#129')).toEqual({ type: 129 });
    expect(newTeaser('4')).toEqual({ type: 4 });
  });
});

describe('teaser type bits', () => {
  // spec: admin-back-office §4 teaser type bit mask — the bits are the display side's (domain/presentation/teaser.ts)
  it('reads bit 1 (fair series), bit 4 (multi) and bit 128 (image only) from the one definition', () => {
    expect(TEASER_TYPE_BITS).toEqual({ fairSeries: 1, multi: 4, imageOnly: 128 });
    expect(isFairSeriesTeaser(129)).toBe(true);
    expect(isMultiTeaser(132)).toBe(true);
    expect(isFairSeriesTeaser(130)).toBe(false);
    expect(isImageOnlyTeaser(4)).toBe(false);
  });
});

describe('teaser fields', () => {
  it('put the language before the teaser number', () => {
    expect(teaserFieldName('title', 'De', 1)).toBe('titleDe');
    expect(teaserFieldName('ctaUrl', 'Fr', 2)).toBe('ctaUrlFr2');
    expect(teaserFieldName('imagePortrait', 'En', 3)).toBe('imagePortraitEn3');
  });

  // spec: admin-back-office §5 teaser, examples of the known types
  it('lists for a new fair-series teaser (type 1) what is missing, content first', () => {
    const result = validateTeaser({ type: 1 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.firstFailingTab).toBe('inhalt');
    expect(result.errors.map((e) => e.field)).toEqual([
      'internalName',
      'titleDe',
      'textDe',
      'ctaTextDe',
      'ctaUrlDe',
      'titleFr',
      'textFr',
      'ctaTextFr',
      'ctaUrlFr',
      'titleEn',
      'textEn',
      'ctaTextEn',
      'ctaUrlEn',
      'imageLandscapeDe',
      'imagePortraitDe',
      'published',
    ]);
  });

  it('asks an image-only multi teaser (type 132) for images of all three teasers in every language and no texts', () => {
    const result = validateTeaser({
      type: 132,
      internalName: 'Bilder',
      leistungsgruppeId: 'WERB',
      published: { start: '2026-01-01', end: '2026-01-31' },
      fair: 'f',
      registrationState: 1,
      relatedTask: 't',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.firstFailingTab).toBe('bilder');
    expect(result.errors).toHaveLength(18);
    expect(result.errors.every((e) => e.tab === 'bilder')).toBe(true);
  });

  it('asks a fair-specific teaser (type 2) for fair, registration states and related task', () => {
    const schema = teaserSchema(2);
    expect(schema.filter((f) => f.tab === 'optionen').map((f) => f.field)).toEqual([
      'published',
      'fair',
      'registrationState',
      'relatedTask',
    ]);
    expect(
      teaserSchema(129)
        .filter((f) => f.tab === 'optionen')
        .map((f) => f.field),
    ).toEqual(['published']);
  });
});
