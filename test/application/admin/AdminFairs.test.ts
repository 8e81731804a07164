import { describe, expect, it } from '@jest/globals';
import { AdminFairsService } from '../../../application/admin/AdminFairs.ts';
import { AdminNotFound, AdminStaleVersion, AdminValidationFailed } from '../../../application/admin/adminErrors.ts';
import { ADMIN_VALIDATION_MESSAGES } from '../../../domain/admin/index.ts';
import { InMemoryAdminAudit } from '../../support/InMemoryAdminAudit.ts';
import { InMemoryAdminFairs } from '../../support/InMemoryAdminFairs.ts';
import { NOT_AN_IMAGE, PNG_DATA_URL, pngOnlyIntake } from '../../support/fakeImageIntake.ts';
import { RecordedChanges } from '../../support/RecordedChanges.ts';
import { anAdminFairForm } from '../../support/mothers.ts';

// Use-case tests of the back office's fairs with in-memory ports.

const manager = { userId: 'manager' };

const aFair = anAdminFairForm;

function setUp() {
  const fairs = new InMemoryAdminFairs();
  const changes = new RecordedChanges();
  return { fairs, changes, service: new AdminFairsService({ fairs, changes, images: pngOnlyIntake }) };
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
        { field: 'logoDe', message: NOT_AN_IMAGE },
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

  // beyond the spec: duplicate a fair for its next edition
  it('duplicates a fair under a new code with every date moved, and refuses a code in use without writing', async () => {
    const { service, fairs, changes } = setUp();
    const source = await service.save(aFair(), undefined, manager);
    const copy = await service.duplicate(source._id, { idCode: 'HAB28', shiftDays: 364 }, manager);
    expect(copy._id).not.toBe(source._id);
    expect(copy.idCode).toBe('HAB28');
    expect(copy.duration).toEqual({ start: '2028-05-08', end: '2028-05-12' });
    expect(copy.tasks.map((task) => task._id)).toEqual(['tt-vorbereitung', 'td-vers']);
    expect(fairs.fairs.get(source._id)?.idCode).toBe('HAB27');
    const saves = fairs.saves;
    expect(
      (await refusal(() => service.duplicate(source._id, { idCode: 'HAB28', shiftDays: 364 }, manager))).errors,
    ).toEqual([{ field: 'idCode', message: ADMIN_VALIDATION_MESSAGES.fairIdCodeTaken }]);
    expect(fairs.saves).toBe(saves);
    expect(changes.published).toHaveLength(2);
  });

  // beyond the spec: the copy's history names its source, which may be renamed or deleted later
  it('records the source fair in the note of the copy’s first audit entry', async () => {
    const audit = new InMemoryAdminAudit();
    const fairs = new InMemoryAdminFairs(audit);
    const service = new AdminFairsService({ fairs, changes: new RecordedChanges(), images: pngOnlyIntake });
    const source = await service.save(aFair(), undefined, manager);
    const copy = await service.duplicate(source._id, { idCode: 'HAB28', shiftDays: 364 }, manager);
    const [created] = await audit.entriesOf('fair', copy._id, 5);
    expect([created?.action, created?.note]).toEqual(['create', 'Kopie von «Habitat 2027» (HAB27)']);
    expect((await audit.entriesOf('fair', source._id, 5)).map((entry) => entry.note)).toEqual([null]);
  });

  // beyond the spec: a fair in the Papierkorb keeps its code, or its restore would be blocked by the new fair
  it('refuses the code of a fair in the trash for a new fair, a rename and a duplicate, writing nothing', async () => {
    const { service, fairs } = setUp();
    const trashed = await service.save(aFair(), undefined, manager);
    const other = await service.save(aFair({ idCode: 'HAB29' }), undefined, manager);
    await service.delete(trashed._id, trashed.version, manager);
    const saves = fairs.saves;
    const reserved = [{ field: 'idCode', message: ADMIN_VALIDATION_MESSAGES.fairIdCodeInTrash }];
    expect((await refusal(() => service.save(aFair(), undefined, manager))).errors).toEqual(reserved);
    expect((await refusal(() => service.save({ ...other, idCode: 'HAB27' }, other._id, manager))).errors).toEqual(
      reserved,
    );
    expect(
      (await refusal(() => service.duplicate(other._id, { idCode: 'HAB27', shiftDays: 364 }, manager))).errors,
    ).toEqual(reserved);
    expect(fairs.saves).toBe(saves);
    expect(ADMIN_VALIDATION_MESSAGES.fairIdCodeInTrash).toMatch(/Papierkorb/);
  });

  // spec: admin-back-office §3 Fair (logoDe/Fr/En), §5 Fair (logo images through the intake)
  it('stores an uploaded logo, keeps it when the address read is sent back and removes it when blank', async () => {
    const { service } = setUp();
    const created = await service.save(aFair({ logoDe: PNG_DATA_URL }), undefined, manager);
    expect(created.logoDe).toMatch(/^\/api\/images\//);
    const kept = await service.save({ ...created }, created._id, manager);
    expect(kept.logoDe).toBe(created.logoDe);
    const removed = await service.save({ ...kept, logoDe: null }, created._id, manager);
    expect(removed.logoDe).toBeNull();
  });

  // spec: admin-back-office §5 Fair (document: titles de/fr/en required), §7 Fairs POST /fairdocs
  it('replaces the documents only when every one has its three titles, naming the document that lacks one', async () => {
    const { service, changes } = setUp();
    const fair = await service.save(aFair(), undefined, manager);
    const document = { titleDe: 'Hallenplan', titleFr: 'Plan', titleEn: 'Hall plan', linkDe: 'https://example.com/p' };
    const error = await refusal(() =>
      service.saveDocuments(fair._id, [document, { ...document, titleFr: ' ' }], fair.version, manager),
    );
    expect(error.errors).toEqual([{ field: 'documents.1.titleFr', message: ADMIN_VALIDATION_MESSAGES.required }]);
    expect(changes.published).toHaveLength(1);
    const saved = await service.saveDocuments(fair._id, [document], fair.version, manager);
    expect(saved.documents.map((stored) => stored.titleEn)).toEqual(['Hall plan']);
    expect(changes.published).toHaveLength(2);
  });

  // beyond the spec: optimistic locking; §7 Fairs DELETE /fairs/{id}
  it('refuses a save over a newer version and deletes a fair once, telling the exhibitor views', async () => {
    const { service, changes } = setUp();
    const fair = await service.save(aFair(), undefined, manager);
    await service.save({ ...fair, displayNameDe: 'Habitat' }, fair._id, manager);
    await expect(service.save({ ...fair, displayNameDe: 'Alt' }, fair._id, manager)).rejects.toBeInstanceOf(
      AdminStaleVersion,
    );
    await service.delete(fair._id, undefined, manager);
    await expect(service.get(fair._id)).rejects.toBeInstanceOf(AdminNotFound);
    await expect(service.delete(fair._id, undefined, manager)).rejects.toBeInstanceOf(AdminNotFound);
    expect(changes.published).toHaveLength(3);
  });
});
