import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { AdminTeasersService } from '../../../application/admin/AdminTeasers.ts';
import { AdminNotFound, AdminValidationFailed, type AdminActor } from '../../../application/admin/adminErrors.ts';
import type {
  AdminTeasers,
  AdminTeaserWrite,
  OverlapCheck,
  StoredAdminTeaser,
  TeaserToStore,
} from '../../../application/ports/AdminTeasers.ts';
import type { Change, ChangeNotices } from '../../../application/ports/ChangeNotices.ts';
import type { ImageIntake, ImageOutcome } from '../../../application/ports/ImageIntake.ts';
import { TEASER_IMAGE_FIELDS, TEASER_TEXT_FIELDS, type OverlapCheckedTeaser } from '../../../domain/admin/index.ts';

// Use case of the admin teasers (admin-back-office §4, §5 Teaser, §7 Teasers) on in-memory ports.

const actor: AdminActor = { userId: 'manager' };

/** Keeps teasers in memory: what a save stored, and the overlap check it was given. */
class InMemoryAdminTeasers implements AdminTeasers {
  readonly saves: Array<{ teaser: TeaserToStore; write: AdminTeaserWrite }> = [];
  readonly items = new Map<string, StoredAdminTeaser>();
  async list() {
    return [];
  }
  async byId(id: string) {
    return this.items.get(id);
  }
  async referencesExist(fairSeries: string | null, fair: string | null) {
    return { fairSeries: fairSeries === null || fairSeries.startsWith('R-'), fair: fair === null || fair === 'HAB26' };
  }
  async ofTypeAndSeries(type: number, fairSeries: string): Promise<OverlapCheckedTeaser[]> {
    return [...this.items.values()].filter((item) => item.type === type && item.fairSeries === fairSeries);
  }
  async save(teaser: TeaserToStore, write: AdminTeaserWrite, _actor: AdminActor, checkOverlap: OverlapCheck) {
    checkOverlap(
      (await this.ofTypeAndSeries(teaser.fields.type, teaser.fields.fairSeries ?? '')).filter(
        (other) => other._id !== write.id,
      ),
    );
    this.saves.push({ teaser, write });
    const id = write.id ?? randomUUID();
    const images = Object.fromEntries(
      TEASER_IMAGE_FIELDS.map((field) => [
        field,
        teaser.images[field] ? `/img/${field}` : (this.items.get(id)?.[field] ?? null),
      ]),
    );
    const stored = {
      ...teaser.fields,
      ...images,
      _id: id,
      version: (write.expectedVersion ?? 0) + 1,
    } as StoredAdminTeaser;
    this.items.set(id, stored);
    return stored;
  }
  async delete(id: string) {
    return this.items.delete(id);
  }
}

/** Accepts `data:image/size;WxH` with that size, refuses anything else with a German message. */
const intake: ImageIntake = {
  async accept(source): Promise<ImageOutcome> {
    const match = typeof source === 'string' ? /^data:image\/size;(\d+)x(\d+)$/.exec(source) : null;
    if (!match) return { ok: false, message: 'Das Bild muss eine PNG-, JPEG-, GIF-, WebP- oder SVG-Datei sein' };
    return {
      ok: true,
      image: {
        bytes: Buffer.from(source as string),
        contentType: 'image/png',
        width: Number(match[1]),
        height: Number(match[2]),
      },
    };
  },
};

function setUp() {
  const teasers = new InMemoryAdminTeasers();
  const published: Change[] = [];
  const changes: ChangeNotices = {
    publish: async (change) => void published.push(change),
    subscribe: () => () => undefined,
    listening: true,
  };
  return {
    teasers,
    published,
    service: new AdminTeasersService({ teasers, images: intake, changes, fairKeys: async () => [] }),
  };
}

// Every text of the first teaser filled; its button links are links (the back office's link rule).
const allTexts = Object.fromEntries(
  TEASER_TEXT_FIELDS.filter((field) => !/[23]$/.test(field)).map((field) => [
    field,
    field.startsWith('ctaUrl') ? `https://example.test/${field}` : `${field} text`,
  ]),
);
const typeOne = (overrides: Record<string, unknown> = {}) => ({
  type: 1,
  internalName: 'Home',
  ...allTexts,
  fairSeries: 'R-HAB',
  published: { start: '2026-12-01', end: '2026-12-31' },
  imageLandscapeDe: 'data:image/size;1800x1200',
  imagePortraitDe: 'data:image/size;1800x600',
  ...overrides,
});

async function refusal(run: () => Promise<unknown>): Promise<Array<{ field: string; message: string }>> {
  const error = await run().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AdminValidationFailed);
  return [...(error as AdminValidationFailed).errors];
}

describe('AdminTeasersService.save', () => {
  // spec: admin-back-office §5 Teaser images; images as data URLs, the address read keeps the image
  it('stores new images, keeps those sent back as read and removes those sent as null', async () => {
    const { service, teasers, published } = setUp();
    const created = await service.save(typeOne(), undefined, actor);
    expect(teasers.saves[0].teaser.images).toEqual({
      imageLandscapeDe: { contentType: 'image/png', bytes: Buffer.from('data:image/size;1800x1200') },
      imagePortraitDe: { contentType: 'image/png', bytes: Buffer.from('data:image/size;1800x600') },
    });
    expect(published).toEqual([{ scope: 'catalogue' }]);
    await service.save(
      typeOne({
        version: 1,
        imageLandscapeDe: created.imageLandscapeDe,
        imagePortraitDe: undefined,
        imageLandscapeFr: null,
      }),
      created._id,
      actor,
    );
    expect(teasers.saves[1].teaser.images).toEqual({});
    expect(teasers.saves[1].write).toEqual({ id: created._id, expectedVersion: 1 });
    // Removing a required image is refused by the rules of type 1 (bit 1: the German images).
    expect(
      await refusal(() => service.save(typeOne({ version: 2, imageLandscapeDe: null }), created._id, actor)),
    ).toEqual([{ field: 'imageLandscapeDe', message: 'Dieses Feld ist erforderlich' }]);
  });

  // spec: admin-back-office §5 shared validator image fields, §9 sizes of type 1; the real type read from the bytes
  it('reports an image the intake refuses once, with its message, and with the rule of the type', async () => {
    const { service, teasers, published } = setUp();
    const errors = await refusal(() =>
      service.save(
        typeOne({ imageLandscapeDe: 'data:text/html,<p>', imagePortraitDe: 'data:image/size;1800x1800' }),
        undefined,
        actor,
      ),
    );
    expect(errors).toEqual([
      { field: 'imagePortraitDe', message: 'Das Bild muss ein Seitenverhältnis von 3:1 haben' },
      { field: 'imageLandscapeDe', message: 'Das Bild muss eine PNG-, JPEG-, GIF-, WebP- oder SVG-Datei sein' },
    ]);
    expect([teasers.saves, published]).toEqual([[], []]);
  });

  // beyond the spec: every update carries the version it read
  it('wants the version read for an update, and 404 for an unknown id', async () => {
    const { service } = setUp();
    const created = await service.save(typeOne(), undefined, actor);
    expect(await refusal(() => service.save(typeOne({ _id: created._id }), undefined, actor))).toEqual([
      { field: 'version', message: 'Dieses Feld ist erforderlich' },
    ]);
    await expect(service.save(typeOne({ version: 1 }), randomUUID(), actor)).rejects.toBeInstanceOf(AdminNotFound);
  });

  // admin-back-office §3 Teaser fairSeries and fair: references to what exists (wording not given by the spec)
  it('refuses a fair series or a fair that does not exist', async () => {
    const { service, teasers } = setUp();
    expect(
      await refusal(() =>
        service.save(
          typeOne({ fairSeries: 'NOPE', type: 2, fair: 'XYZ', registrationState: 8, relatedTask: 't' }),
          undefined,
          actor,
        ),
      ),
    ).toEqual([
      { field: 'imageLandscapeDe', message: 'Das Bild muss ein Seitenverhältnis von 1:1 haben' },
      { field: 'imagePortraitDe', message: 'Das Bild muss ein Seitenverhältnis von 5:3 haben' },
      { field: 'fairSeries', message: 'Diese Messe-Reihe existiert nicht' },
      { field: 'fair', message: 'Diese Messe existiert nicht' },
    ]);
    expect(teasers.saves).toEqual([]);
  });

  // spec: admin-back-office §5 Teaser overlap message ('Der Teaser ... mit derselben Messe-Reihe überschneidet diesen Zeitraum (von bis bis)')
  it('refuses a period overlapping another teaser of the same type and series, and lets the teaser overlap itself', async () => {
    const { service, published } = setUp();
    const first = await service.save(typeOne({ internalName: 'Erster' }), undefined, actor);
    expect(
      await refusal(() =>
        service.save(typeOne({ published: { start: '2026-12-31', end: '2027-01-10' } }), undefined, actor),
      ),
    ).toEqual([
      {
        field: 'published',
        message:
          'Der Teaser Erster mit derselben Messe-Reihe überschneidet diesen Zeitraum (01.12.2026 bis 31.12.2026)',
      },
    ]);
    await service.save(
      typeOne({ version: 1, published: { start: '2026-12-15', end: '2027-01-10' } }),
      first._id,
      actor,
    );
    await service.save(
      typeOne({
        type: 129,
        ...Object.fromEntries(
          ['Fr', 'En'].flatMap((l) => [
            [`imageLandscape${l}`, 'data:image/size;1600x800'],
            [`imagePortrait${l}`, 'data:image/size;1000x1200'],
          ]),
        ),
        imageLandscapeDe: 'data:image/size;1600x800',
        imagePortraitDe: 'data:image/size;1000x1200',
      }),
      undefined,
      actor,
    );
    expect(published).toHaveLength(3);
  });

  // spec: admin-back-office §7 POST /checkTeaserDateRange
  it('checks a period without writing: the overlapping teaser, or null without a series', async () => {
    const { service } = setUp();
    const first = await service.save(typeOne({ internalName: 'Erster' }), undefined, actor);
    expect(
      await service.checkDateRange({
        type: 1,
        fairSeries: ' R-HAB ',
        published: { start: '2026-11-01', end: '2026-12-01' },
      }),
    ).toEqual({
      _id: first._id,
      internalName: 'Erster',
      published: { start: '2026-12-01', end: '2026-12-31' },
    });
    expect(
      await service.checkDateRange({ _id: first._id, type: 1, fairSeries: 'R-HAB', published: first.published }),
    ).toBeNull();
    expect(await service.checkDateRange({ type: 1, fairSeries: null, published: first.published })).toBeNull();
  });
});
