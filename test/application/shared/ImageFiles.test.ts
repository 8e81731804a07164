import { describe, expect, it } from '@jest/globals';
import type { ImageOwner, StoredImageFile, StoredImages } from '../../../application/ports/StoredImages.ts';
import { ImageFiles } from '../../../application/shared/ImageFiles.ts';

const logo: StoredImageFile = { bytes: Buffer.from('png bytes'), contentType: 'image/png', hash: 'abc123' };

/** One fair logo; records which owners were asked for. */
function oneLogo(): StoredImages & { asked: ImageOwner[] } {
  const asked: ImageOwner[] = [];
  return {
    asked,
    find: async (owner, id, field) => {
      asked.push(owner);
      return owner === 'fairs' && id === 'fair-1' && field === 'logoDe' ? logo : undefined;
    },
  };
}

describe('ImageFiles', () => {
  it('finds an image asked for by its current hash as current', async () => {
    const found = await new ImageFiles(oneLogo()).find('fairs', 'fair-1', 'logoDe', 'abc123');
    expect(found).toMatchObject({ contentType: 'image/png', hash: 'abc123', current: true });
  });

  it('still finds an image asked for by an old hash, but not as current', async () => {
    const found = await new ImageFiles(oneLogo()).find('fairs', 'fair-1', 'logoDe', 'old-hash');
    expect(found).toMatchObject({ hash: 'abc123', current: false });
  });

  it('finds nothing for an owner that keeps no images, without asking the store', async () => {
    const images = oneLogo();
    expect(await new ImageFiles(images).find('users', 'fair-1', 'logoDe', 'abc123')).toBeUndefined();
    expect(images.asked).toEqual([]);
  });

  it('finds nothing where the store has no image', async () => {
    expect(await new ImageFiles(oneLogo()).find('teasers', 'fair-1', 'logoDe', 'abc123')).toBeUndefined();
  });
});
