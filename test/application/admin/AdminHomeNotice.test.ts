import { describe, expect, it } from '@jest/globals';
import { AdminHomeNoticeService } from '../../../application/admin/AdminHomeNotice.ts';
import { AdminStaleVersion, AdminValidationFailed } from '../../../application/admin/adminErrors.ts';
import { ADMIN_VALIDATION_MESSAGES } from '../../../domain/admin/index.ts';
import { InMemoryHomeNotices } from '../../support/InMemoryHomeNotices.ts';
import { RecordedChanges } from '../../support/RecordedChanges.ts';

// spec: exhibitor-area §2 Home (message banner shown when a message is set); beyond the spec: set by the managers.

const manager = { userId: 'manager' };
const notice = {
  textDe: '  Wartung am Samstag ',
  textFr: 'Maintenance samedi',
  textEn: 'Maintenance on Saturday',
  shown: { start: '2026-12-05', end: ' ' },
  version: 0,
};

function setUp() {
  const store = new InMemoryHomeNotices();
  const changes = new RecordedChanges();
  return { store, changes, service: new AdminHomeNoticeService({ store, changes }) };
}

describe('AdminHomeNoticeService', () => {
  it('saves the notice trimmed, a blank day as open, and tells every process', async () => {
    const { service, store, changes } = setUp();
    const saved = await service.save(manager, notice);
    expect(saved).toEqual({
      textDe: 'Wartung am Samstag',
      textFr: 'Maintenance samedi',
      textEn: 'Maintenance on Saturday',
      shown: { start: '2026-12-05', end: null },
      version: 1,
    });
    expect(await service.get()).toEqual(saved);
    expect(store.writers).toEqual(['manager']);
    expect(changes.published).toEqual([{ scope: 'catalogue' }]);
    expect(await store.current(new Date('2026-12-04T23:59:59Z'))).toBeNull();
    expect(await store.current(new Date('2026-12-05T00:00:00Z'))).toMatchObject({ de: 'Wartung am Samstag' });
  });

  it('refuses a missing language with its German message, writing and telling nothing', async () => {
    const { service, store, changes } = setUp();
    const error = await service.save(manager, { ...notice, textEn: '' }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AdminValidationFailed);
    expect((error as AdminValidationFailed).errors).toEqual([
      { field: 'textEn', message: ADMIN_VALIDATION_MESSAGES.homeNoticeAllLanguages },
    ]);
    expect([store.writers, changes.published]).toEqual([[], []]);
  });

  it('answers a save of an older version with the notice as it is now', async () => {
    const { service, changes } = setUp();
    await service.save(manager, notice);
    const error = await service.save(manager, { ...notice, textEn: 'Late' }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AdminStaleVersion);
    expect((error as AdminStaleVersion).current).toMatchObject({ textEn: 'Maintenance on Saturday', version: 1 });
    expect(changes.published).toHaveLength(1);
  });

  it('takes the notice down when every text is blank', async () => {
    const { service, store } = setUp();
    await service.save(manager, notice);
    await service.save(manager, { textDe: '', textFr: ' ', textEn: null, shown: null, version: 1 });
    expect(await store.current(new Date('2027-01-01T00:00:00Z'))).toBeNull();
  });
});
