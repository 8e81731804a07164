import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES, SharpImageIntake } from '../../../adapters/images/SharpImageIntake.ts';
import type { ImageOutcome } from '../../../application/ports/ImageIntake.ts';
import { imageRule } from '../../../domain/admin/formValidator.ts';
import type { ImageRule } from '../../../domain/admin/formValidator.ts';
import { teaserImageSizes } from '../../../domain/admin/teaserRules.ts';

const intake = new SharpImageIntake();
const logo = { kind: 'logo' } as const;

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
}

/** A photo-like JPEG (noise compresses badly, so the quality shows in the size). */
async function noisyJpeg(width: number, height: number, quality: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 7919 + (index >> 5) * 104729) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;

function accepted(outcome: ImageOutcome) {
  if (!outcome.ok) throw new Error(`refused: ${outcome.message}`);
  return outcome.image;
}

describe('image types are read from the bytes', () => {
  // spec: admin-back-office §5 image fields; the real type is read from the bytes (PNG, JPEG, GIF, WebP, SVG)
  it.each([
    [
      'PNG',
      'image/png',
      () =>
        sharp({ create: { width: 20, height: 10, channels: 4, background: '#fff0' } })
          .png()
          .toBuffer(),
    ],
    ['JPEG', 'image/jpeg', () => noisyJpeg(20, 10, 90)],
    [
      'GIF',
      'image/gif',
      () =>
        sharp({ create: { width: 20, height: 10, channels: 3, background: '#00f' } })
          .gif()
          .toBuffer(),
    ],
    [
      'WebP',
      'image/webp',
      () =>
        sharp({ create: { width: 20, height: 10, channels: 3, background: '#0f0' } })
          .webp()
          .toBuffer(),
    ],
    [
      'SVG',
      'image/svg+xml',
      async () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10"/></svg>',
        ),
    ],
  ])('%s is accepted as %s whatever type the data URL claims', async (_name, type, make) => {
    const image = accepted(await intake.accept(dataUrl(await make(), 'application/octet-stream'), { kind: 'image' }));
    expect(image.contentType).toBe(type);
    expect([image.width, image.height]).toEqual([20, 10]);
  });

  it('a file that claims to be PNG but is not is refused with a German message', async () => {
    const outcome = await intake.accept(dataUrl(Buffer.from('GIF? no: just some text pretending'), 'image/png'), logo);
    expect(outcome).toEqual({ ok: false, message: 'Das Bild muss eine PNG-, JPEG-, GIF-, WebP- oder SVG-Datei sein' });
  });

  it('PNG magic bytes in front of a damaged body are refused as unreadable', async () => {
    const real = await png(50, 50);
    const fake = Buffer.concat([real.subarray(0, 8), Buffer.from('not the rest of a png at all, sorry')]);
    expect(await intake.accept(fake, logo)).toEqual({ ok: false, message: 'Das Bild konnte nicht gelesen werden' });
    const truncated = real.subarray(0, Math.floor(real.length / 2));
    expect(await intake.accept(truncated, { kind: 'image' })).toEqual({
      ok: false,
      message: 'Das Bild konnte nicht gelesen werden',
    });
  });

  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n')],
    ['HTML', Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
    [
      'XML with another root',
      Buffer.from('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><svg/></html>'),
    ],
    ['nothing', Buffer.alloc(0)],
    ['a data URL of text', 'data:text/plain,hello'],
    ['no data URL at all', 'https://example.test/logo.png'],
  ])('%s is refused', async (_name, source) => {
    expect(await intake.accept(source, logo)).toEqual({
      ok: false,
      message: 'Das Bild muss eine PNG-, JPEG-, GIF-, WebP- oder SVG-Datei sein',
    });
  });

  it('a file above the size limit is refused with a German message', async () => {
    // The spec gives no size limit; the portal's is 5 MB.
    const tooLarge = Buffer.concat([await png(10, 10), Buffer.alloc(IMAGE_MAX_BYTES)]);
    expect(await intake.accept(tooLarge, logo)).toEqual({
      ok: false,
      message: 'Das Bild darf höchstens 5 MB gross sein',
    });
  });

  it('a small file that would decode into a huge bitmap is refused before decoding', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(IMAGE_MAX_BYTES);
    expect(await intake.accept(bomb, { kind: 'image' })).toEqual({
      ok: false,
      message: 'Das Bild darf höchstens 50 Megapixel haben',
    });
  });
});

describe('logos', () => {
  // spec: admin-back-office §5 Fair: logo images are resized to at most 400 by 400 at quality 0.7; gif and svg are not resized
  it('a large PNG is fitted into 400x400 keeping its ratio', async () => {
    const image = accepted(await intake.accept(await png(1600, 800), logo));
    expect(image.contentType).toBe('image/png');
    expect([image.width, image.height]).toEqual([400, 200]);
    const metadata = await sharp(image.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 400, 200]);
  });

  it('a tall JPEG is fitted by its height, and written at quality 0.7', async () => {
    const original = await noisyJpeg(600, 1200, 100);
    const image = accepted(await intake.accept(original, logo));
    expect([image.contentType, image.width, image.height]).toEqual(['image/jpeg', 200, 400]);
    // The same picture at quality 1.0 is clearly larger than at 0.7; the intake's output is the 0.7 one.
    const sameSizeAtFullQuality = await sharp(original).resize(200, 400).jpeg({ quality: 100 }).toBuffer();
    expect(image.bytes.length).toBeLessThan(sameSizeAtFullQuality.length * 0.6);
  });

  it('a logo smaller than 400x400 is not enlarged', async () => {
    const image = accepted(await intake.accept(await png(120, 60), logo));
    expect([image.width, image.height]).toEqual([120, 60]);
  });

  it('GIF and SVG logos are kept as they are (SVG only sanitised)', async () => {
    const gif = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#00f' } })
      .gif()
      .toBuffer();
    const gifLogo = accepted(await intake.accept(gif, logo));
    expect(gifLogo.bytes.equals(gif)).toBe(true);
    expect([gifLogo.width, gifLogo.height]).toEqual([900, 900]);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="500"><rect width="1000" height="500" fill="#c00"/></svg>',
    );
    const svgLogo = accepted(await intake.accept(svg, logo));
    expect([svgLogo.contentType, svgLogo.width, svgLogo.height]).toEqual(['image/svg+xml', 1000, 500]);
    expect(svgLogo.bytes.toString()).toContain('<rect width="1000" height="500" fill="#c00"');
  });
});

describe('teaser images: ratio, minimum width and height by teaser type', () => {
  // spec: admin-back-office §5 shared validator (image fields) and §9 teaser image sizes and ratio names
  const ruleOf = (type: number, which: string): ImageRule => {
    const size = teaserImageSizes(type)[which === 'desktop' ? 'desktop' : 'mobile'];
    return imageRule(size.ratio, size.width, size.height) as ImageRule;
  };

  it.each([
    [1, 'desktop', 1800, 1200],
    [1, 'mobile', 1800, 600],
    [129, 'desktop', 1600, 800],
    [129, 'mobile', 1000, 1200],
    [2, 'desktop', 600, 600],
    [2, 'mobile', 1200, 720],
    [130, 'desktop', 1600, 480],
    [4, 'desktop', 600, 420],
    [132, 'mobile', 1000, 1200],
    [136, 'desktop', 1000, 1200],
    [7, 'desktop', 400, 400],
  ])('type %i %s: an image of exactly %ix%i is accepted unchanged', async (type, which, width, height) => {
    const rule = ruleOf(type, which);
    const bytes = await png(width, height);
    const image = accepted(await intake.accept(bytes, { kind: 'image', rule }));
    expect(image.bytes.equals(bytes)).toBe(true);
  });

  it.each([
    [1, 'desktop', 1800, 1800, 'Das Bild muss ein Seitenverhältnis von 3:2 haben'],
    [1, 'mobile', 1800, 1200, 'Das Bild muss ein Seitenverhältnis von 3:1 haben'],
    [129, 'desktop', 1600, 1200, 'Das Bild muss ein Seitenverhältnis von 2:1 haben'],
    [129, 'mobile', 1000, 1000, 'Das Bild muss ein Seitenverhältnis von 5:6 haben'],
    [2, 'desktop', 600, 400, 'Das Bild muss ein Seitenverhältnis von 1:1 haben'],
    [2, 'mobile', 1200, 600, 'Das Bild muss ein Seitenverhältnis von 5:3 haben'],
    [130, 'desktop', 1600, 800, 'Das Bild muss ein Seitenverhältnis von 10:3 haben'],
    [4, 'desktop', 600, 600, 'Das Bild muss ein Seitenverhältnis von 10:7 haben'],
    [1, 'desktop', 900, 600, 'Das Bild muss mindestens 1800px breit sein'],
    [4, 'mobile', 600, 360, 'Das Bild muss mindestens 1200px breit sein'],
    [132, 'desktop', 500, 600, 'Das Bild muss mindestens 1000px breit sein'],
    [7, 'desktop', 200, 200, 'Das Bild muss mindestens 400px breit sein'],
  ])('type %i %s: %ix%i is refused with "%s"', async (type, which, width, height, message) => {
    const rule = ruleOf(type, which);
    expect(await intake.accept(await png(width, height), { kind: 'image', rule })).toEqual({ ok: false, message });
  });

  it('the minimum height has its own message', async () => {
    // A ratio within the 1 % tolerance but a pixel short in height.
    expect(
      await intake.accept(await png(1800, 1199), { kind: 'image', rule: imageRule('3:2', 1800, 1200) as ImageRule }),
    ).toEqual({
      ok: false,
      message: 'Das Bild muss mindestens 1200px hoch sein',
    });
  });
});
