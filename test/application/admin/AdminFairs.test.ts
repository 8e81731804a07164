import { describe, expect, it } from '@jest/globals';
import { AdminFairsService } from '../../../application/admin/AdminFairs.ts';
import { AdminNotFound, AdminValidationFailed } from '../../../application/admin/adminErrors.ts';
import type {
  AdminFairs,
  AdminFairWrite,
  FairToStore,
  StoredAdminFair,
  StoredFairTask,
} from '../../../application/ports/AdminFairs.ts';
import type { Change, ChangeNotices } from '../../../application/ports/ChangeNotices.ts';
import type { ImageIntake } from '../../../application/ports/ImageIntake.ts';
import { ADMIN_VALIDATION_MESSAGES } from '../../../domain/admin/index.ts';
import { aValidFair } from '../../domain/admin/adminMothers.ts';

// Use-case tests of the back office's fairs with in-memory ports.

const BOOTH_SERVICES = ['LEI-ECK', 'LEI-REIHE', 'LEI-KOPF'];

/** The AdminFairs port in memory: stores what the use case hands over, as the repository would (no transaction needed). */
class InMemoryAdminFairs implements AdminFairs {
  readonly fairs = new Map<string, StoredAdminFair>();
  saves = 0;
  private next = 0;

  async list() {
    return [...this.fairs.values()];
  }
  async listWithTasks() {
    return [...this.fairs.values()];
  }
  async byId(id: string) {
    return this.fairs.get(id);
  }
  async references() {
    return {
      taskDefinitionIds: new Set(['td-vers', 'td-parkpl']),
      taskTitleIds: new Set(['tt-vorbereitung']),
      boothServiceIds: BOOTH_SERVICES,
      fairSeriesIds: new Set(['R-HAB']),
    };
  }
  async idCodeTaken(idCode: string, exceptId: string | undefined) {
    return [...this.fairs.values()].some((fair) => fair.idCode === idCode && fair._id !== exceptId);
  }
  async save(fair: FairToStore, write: AdminFairWrite) {
    this.saves += 1;
    const before = write.id ? this.fairs.get(write.id) : undefined;
    const id = write.id ?? `fair-${++this.next}`;
    const { logos: _logos, tasks, documents, steps, ...rest } = fair;
    const saved = {
      ...rest,
      _id: id,
      version: (before?.version ?? 0) + 1,
      logoDe: null,
      logoFr: null,
      logoEn: null,
      tasks: tasks.map(
        (task) =>
          ({
            displayNameDe: task._id,
            infoTexts: [],
            boothServices: [],
            required: false,
            type: 'task',
            ...task,
          }) as StoredFairTask,
      ),
      documents: (documents ?? []).map((document, index) => ({ typ: 'DOKUMENT', ...document, uuid: `doc-${index}` })),
      steps: steps ?? [],
    } as StoredAdminFair;
    this.fairs.set(id, saved);
    return saved;
  }
  async saveDocuments(): Promise<StoredAdminFair> {
    throw new Error('not used here');
  }
  async delete(id: string) {
    return this.fairs.delete(id);
  }
}

class RecordedChanges implements ChangeNotices {
  readonly published: Change[] = [];
  readonly listening = true;
  async publish(change: Change) {
    this.published.push(change);
  }
  subscribe() {
    return () => undefined;
  }
}

/** Accepts a data URL whose payload is "png" and refuses anything else, as the real intake refuses non-images. */
const images: ImageIntake = {
  async accept(source) {
    return String(source).endsWith(Buffer.from('png').toString('base64'))
      ? { ok: true, image: { bytes: Buffer.from('png'), contentType: 'image/png', width: 1, height: 1 } }
      : { ok: false, message: 'Das Bild muss eine PNG-, JPEG-, GIF-, WebP- oder SVG-Datei sein' };
  },
};

const manager = { userId: 'manager' };

/** A valid fair (the domain's mother) on this test's catalogue: a process group, then a step with a period. */
function aFair(overrides: Record<string, unknown> = {}) {
  const { _id: _new, ...fair } = aValidFair({
    idCode: 'HAB27',
    fairSeries: 'R-HAB',
    tasks: [
      { _id: 'tt-vorbereitung', type: 'taskTitle' },
      {
        _id: 'td-vers',
        type: 'task',
        required: true,
        boothServices: [{ id: 'LEI-REIHE', hidden: true, required: true }],
        period: { start: '2027-01-01', end: '2027-01-31' },
      },
    ],
  });
  return { ...fair, ...overrides };
}

function setUp() {
  const fairs = new InMemoryAdminFairs();
  const changes = new RecordedChanges();
  return { fairs, changes, service: new AdminFairsService({ fairs, changes, images }) };
}

async function refusal(run: () => Promise<unknown>): Promise<AdminValidationFailed> {
  const error = await run().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AdminValidationFailed);
  return error as AdminValidationFailed;
}

describe('AdminFairsService', () => {
  // spec: admin-back-office §3 Fair task (booth services completed: hidden false, required from the task); §3 Fair (legacy url -> De)
  it('completes the booth services of each process step, copies the legacy URL and tells the exhibitor views once saved', async () => {
    const { service, changes } = setUp();
    const saved = await service.save(
      aFair({ defaultRegistrationUrlDe: '', defaultRegistrationUrl: 'https://legacy.test' }),
      undefined,
      manager,
    );
    expect(saved.defaultRegistrationUrlDe).toBe('https://legacy.test');
    expect(saved.tasks[1].boothServices).toEqual([
      { id: 'LEI-REIHE', hidden: true, required: true },
      { id: 'LEI-ECK', hidden: false, required: true },
      { id: 'LEI-KOPF', hidden: false, required: true },
    ]);
    expect(saved.tasks[0].boothServices).toEqual([]);
    expect(changes.published).toEqual([{ scope: 'catalogue' }]);
  });

  // spec: admin-back-office §3 Fair task (changing a task's required flag propagates to its booth services)
  it('passes a changed required flag on to every booth service, and leaves an unchanged one as the manager set it', async () => {
    const { service } = setUp();
    const created = await service.save(aFair(), undefined, manager);
    const kept = await service.save({ ...created, logoDe: undefined }, created._id, manager);
    expect(kept.tasks[1].boothServices[0]).toEqual({ id: 'LEI-REIHE', hidden: true, required: true });
    const edited = kept.tasks.map((task) => (task._id === 'td-vers' ? { ...task, required: false } : task));
    const flipped = await service.save({ ...kept, tasks: edited }, created._id, manager);
    expect(flipped.tasks[1].boothServices.map((bs) => bs.required)).toEqual([false, false, false]);
    expect(flipped.tasks[1].boothServices[0].hidden).toBe(true);
  });

  // spec: admin-back-office §5 Fair; nothing is written when a request fails
  it('refuses with the German messages and neither writes nor tells anyone', async () => {
    const { service, fairs, changes } = setUp();
    const error = await refusal(() =>
      service.save(
        aFair({
          registrationDeadline: '2027-05-01',
          publish: { start: '2026-01-01', end: '2026-06-30' },
          tasks: [{ _id: 'td-vers', type: 'task' }, { _id: 'td-unknown' }],
          logoDe: 'data:image/png;base64,PGh0bWw+',
        }),
        undefined,
        manager,
      ),
    );
    expect(error.errors).toEqual(
      expect.arrayContaining([
        { field: 'registrationDeadline', message: 'Der Anmeldeschluss kann nicht nach dem Publikationsdatum sein!' },
        { field: 'tasks', message: 'Die Prozessschritte müssen mit einer Prozessgruppe beginnen' },
        { field: 'tasks.1._id', message: ADMIN_VALIDATION_MESSAGES.unknownFairTaskReference },
        { field: 'logoDe', message: 'Das Bild muss eine PNG-, JPEG-, GIF-, WebP- oder SVG-Datei sein' },
      ]),
    );
    expect(fairs.saves).toBe(0);
    expect(changes.published).toEqual([]);
  });

  // beyond the spec: optimistic locking, an update carries the version it read
  it('asks for the version on an update and answers 404 for an unknown fair', async () => {
    const { service } = setUp();
    const created = await service.save(aFair(), undefined, manager);
    const { version: _version, ...withoutVersion } = created;
    expect(
      (await refusal(() => service.save({ ...withoutVersion, logoDe: undefined }, created._id, manager))).errors,
    ).toEqual([{ field: 'version', message: ADMIN_VALIDATION_MESSAGES.required }]);
    await expect(service.save(aFair({ version: 1 }), 'no-such-fair', manager)).rejects.toBeInstanceOf(AdminNotFound);
  });

  // spec: admin-back-office §4 (copy tasks replaces the fair's tasks), §3 Fair task (period removed when copied)
  it('copies the source fair’s tasks without their periods, keeping everything else of the target', async () => {
    const { service } = setUp();
    const source = await service.save(aFair(), undefined, manager);
    const target = await service.save(
      aFair({ idCode: 'GAS27', displayNameDe: 'Gastro', tasks: [{ _id: 'tt-vorbereitung', type: 'taskTitle' }] }),
      undefined,
      manager,
    );
    const copied = await service.copyTasks(target._id, source._id, target.version, manager);
    expect(copied.displayNameDe).toBe('Gastro');
    expect(copied.tasks.map((task) => task._id)).toEqual(['tt-vorbereitung', 'td-vers']);
    expect(copied.tasks.every((task) => task.period === undefined)).toBe(true);
    expect(copied.tasks[1].boothServices).toEqual(source.tasks[1].boothServices);
    expect(
      (await refusal(() => service.copyTasks(target._id, 'no-such-fair', copied.version, manager))).errors,
    ).toEqual([{ field: 'sourceFairId', message: ADMIN_VALIDATION_MESSAGES.copySourceFairMissing }]);
  });
});
