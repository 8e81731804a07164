import { describe, expect, it } from '@jest/globals';
import { AdminValidationFailed } from '../../../application/admin/adminErrors.ts';
import { acceptImageFields, checkImageFields } from '../../../application/admin/adminImages.ts';
import type { ImageIntake, ImageUse } from '../../../application/ports/ImageIntake.ts';
import { NOT_AN_IMAGE, PNG_DATA_URL, pngOnlyIntake } from '../../support/fakeImageIntake.ts';

// spec: admin-back-office §3 images, §5 Fair (logos through the intake); what a write does with each image field.

const logo: ImageUse = { kind: 'logo' };
const field = (name: string, value: unknown) => ({ field: name, value, use: logo });

describe('checkImageFields', () => {
  it('keeps an absent field and the address read, removes a blank one and sets an accepted upload', async () => {
    const { changes, errors } = await checkImageFields(pngOnlyIntake, [
      field('logoDe', undefined),
      field('logoFr', '/api/images/fair/fair-1/logoFr'),
      field('logoEn', null),
      field('imageLandscapeDe', ''),
      field('imagePortraitDe', ` ${PNG_DATA_URL}`),
    ]);
    expect(errors).toEqual([]);
    expect(Object.fromEntries([...changes].map(([name, change]) => [name, change.kind]))).toEqual({
      logoDe: 'keep',
      logoFr: 'keep',
      logoEn: 'remove',
      imageLandscapeDe: 'remove',
      imagePortraitDe: 'set',
    });
  });

  it('asks the intake only about uploads, with the use of each field', async () => {
    const asked: Array<{ source: unknown; use: ImageUse }> = [];
    const intake: ImageIntake = {
      accept: async (source, use) => {
        asked.push({ source, use });
        return pngOnlyIntake.accept(source, use);
      },
    };
    const teaserImage: ImageUse = { kind: 'image' };
    await checkImageFields(intake, [
      field('logoDe', '/api/images/x'),
      { field: 'imageLandscapeDe', value: PNG_DATA_URL, use: teaserImage },
    ]);
    expect(asked).toEqual([{ source: PNG_DATA_URL, use: teaserImage }]);
  });

  it('names each refused upload with the intake’s German message and goes on with the others', async () => {
    const { changes, errors } = await checkImageFields(pngOnlyIntake, [
      field('logoDe', 'data:text/html;base64,PGh0bWw+'),
      field('logoFr', PNG_DATA_URL),
    ]);
    expect(errors).toEqual([{ field: 'logoDe', message: NOT_AN_IMAGE }]);
    expect(changes.has('logoDe')).toBe(false);
    expect(changes.get('logoFr')?.kind).toBe('set');
  });
});

describe('acceptImageFields', () => {
  it('throws the refusals as one 422, and answers the changes when every upload is accepted', async () => {
    await expect(acceptImageFields(pngOnlyIntake, [field('logoDe', 'data:,x')])).rejects.toBeInstanceOf(
      AdminValidationFailed,
    );
    const changes = await acceptImageFields(pngOnlyIntake, [field('logoDe', PNG_DATA_URL)]);
    expect(changes.get('logoDe')).toMatchObject({ kind: 'set', image: { contentType: 'image/png' } });
  });
});
