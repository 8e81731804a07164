import { describe, expect, it } from '@jest/globals';
import { fittedSize, imageValueSource, sniffImageType } from '../../../web/src/admin/form/imageFiles.ts';
import { textOf } from '../../../web/src/admin/form/textOf.ts';
import { previewTeaser } from '../../../web/src/admin/teaser/previewTeaser.ts';
import { teaserFieldLabel } from '../../../web/src/admin/teaser/teaserFieldLabels.ts';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value])),
  );

describe('admin image files', () => {
  // spec: admin-back-office §5 image fields: PNG, JPEG, GIF, WebP, SVG by their bytes, whatever the name says
  it('tells the image type by the first bytes', () => {
    expect(sniffImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(bytes('GIF89a', 1, 0))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      'image/svg+xml',
    );
    expect(sniffImageType(bytes(0xef, 0xbb, 0xbf, '  <svg width="1">'))).toBe('image/svg+xml');
    expect(sniffImageType(bytes('<html><body>kein Bild</body></html>'))).toBeUndefined();
    expect(sniffImageType(bytes('%PDF-1.7'))).toBeUndefined();
    expect(sniffImageType(bytes())).toBeUndefined();
  });

  // spec: admin-back-office §5 Fair logos, §9: fitted into 400x400, never enlarged
  it('fits a logo into the square without enlarging it', () => {
    expect(fittedSize(1600, 800, 400)).toEqual({ width: 400, height: 200 });
    expect(fittedSize(300, 1200, 400)).toEqual({ width: 100, height: 400 });
    expect(fittedSize(200, 100, 400)).toEqual({ width: 200, height: 100 });
    expect(fittedSize(10000, 1, 400)).toEqual({ width: 400, height: 1 });
  });

  it('shows a stored address, a data URL or a measured upload, nothing for an empty value', () => {
    expect(imageValueSource('/api/images/teasers/x/imageLandscapeDe/abc')).toBe(
      '/api/images/teasers/x/imageLandscapeDe/abc',
    );
    expect(imageValueSource({ width: 1, height: 1, dataUrl: 'data:image/png;base64,AA==' })).toBe(
      'data:image/png;base64,AA==',
    );
    expect(imageValueSource(null)).toBeUndefined();
    expect(imageValueSource('  ')).toBeUndefined();
    expect(imageValueSource({ width: 1, height: 1 })).toBeUndefined();
  });
});

describe('teaser preview', () => {
  // spec: admin-back-office §4 type bits: a multi teaser (bit 4) shows three, an image-only one (bit 128) only its image
  it('builds the exhibitor teaser from the form in one language', () => {
    const shown = previewTeaser(
      {
        type: 4,
        titleDe: 'Eins',
        titleFr: 'Un',
        titleDe2: 'Zwei',
        ctaUrlFr3: 'https://x.test/fr',
        imageLandscapeFr2: '/api/images/teasers/t/imageLandscapeFr2/h',
      },
      'Fr',
    );
    expect(shown.sizeClass).toBe('sm');
    expect(shown.imageOnly).toBe(false);
    expect(shown.items).toHaveLength(3);
    expect(shown.items[0].title).toEqual({ de: 'Un', fr: 'Un', en: 'Un' });
    expect(shown.items[1].title.de).toBe('');
    expect(shown.items[1].imageLandscape.en).toBe('/api/images/teasers/t/imageLandscapeFr2/h');
    expect(shown.items[2].ctaUrl.de).toBe('https://x.test/fr');
    expect(shown.items[2].imagePortrait.de).toBeNull();

    const imageOnly = previewTeaser({ type: 129, imageLandscapeDe: 'data:image/png;base64,AA==' }, 'De');
    expect(imageOnly).toMatchObject({ imageOnly: true, sizeClass: 'xl' });
    expect(imageOnly.items).toHaveLength(1);
  });

  it('shows a value as the form field shows it: a number written out, nothing as empty', () => {
    const shown = previewTeaser({ type: 1, titleDe: 2027, textDe: null, ctaTextDe: 'Jetzt' }, 'De');
    const [teaser] = shown.items;
    const field = (value: unknown) => textOf(value);
    expect(teaser.title.de).toBe(field(2027));
    expect(teaser.title.de).toBe('2027');
    expect(teaser.text.de).toBe('');
    expect(teaser.ctaText.de).toBe(field('Jetzt'));
  });

  it('names every teaser field in German', () => {
    expect(teaserFieldLabel('imageLandscapeFr2')).toBe('Bild Desktop (Französisch), Teaser 2');
    expect(teaserFieldLabel('titleDe')).toBe('Titel (Deutsch)');
    expect(teaserFieldLabel('eyecatcherTextEn3')).toBe('Blickfang-Text (Englisch), Teaser 3');
    expect(teaserFieldLabel('published.start')).toBe('Publiziert');
    expect(teaserFieldLabel('registrationState')).toBe('Anmeldestatus');
    expect(teaserFieldLabel('somethingElse')).toBe('somethingElse');
  });
});
