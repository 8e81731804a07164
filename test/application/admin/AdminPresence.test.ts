import { describe, expect, it } from '@jest/globals';
import { AdminPresenceService } from '../../../application/admin/AdminPresence.ts';
import { PRESENCE_EXPIRY_SECONDS } from '../../../domain/admin/editingPresence.ts';
import { InMemoryEditingPresence } from '../../support/InMemoryEditingPresence.ts';

// beyond the spec (admin-back-office §4 forms): who else has the same item open, answered by each heartbeat

const marco = { id: 'demo-0005-manager', name: 'Marco Bernasconi' };
const sabine = { id: 'demo-0007-manager', name: 'Sabine Keller' };

function service() {
  const clock = { at: Date.parse('2026-12-02T10:00:00Z'), now: () => new Date(clock.at) };
  const presence = new InMemoryEditingPresence();
  return { clock, presence, admin: new AdminPresenceService({ presence, clock }) };
}

describe('AdminPresenceService', () => {
  it('answers each heartbeat with the colleagues on the same item, not those on another', async () => {
    const { admin } = service();
    expect(await admin.heartbeat('fair', 'f1', marco, 'tab-a')).toEqual({ others: [], selfElsewhere: false });
    await admin.heartbeat('fair', 'f2', sabine, 'tab-x');
    await admin.heartbeat('teaser', 'f1', sabine, 'tab-y');
    expect((await admin.heartbeat('fair', 'f1', marco, 'tab-a')).others).toEqual([]);
    expect(await admin.heartbeat('fair', 'f1', sabine, 'tab-b')).toEqual({
      others: [{ managerId: marco.id, name: marco.name }],
      selfElsewhere: false,
    });
    expect((await admin.heartbeat('fair', 'f1', marco, 'tab-a')).others.map((other) => other.name)).toEqual([
      'Sabine Keller',
    ]);
  });

  it('notes the own other tab apart from the colleagues', async () => {
    const { admin } = service();
    await admin.heartbeat('fairSeries', 'R-HAB', marco, 'tab-a');
    expect(await admin.heartbeat('fairSeries', 'R-HAB', marco, 'tab-b')).toEqual({ others: [], selfElsewhere: true });
  });

  it('drops a tab that left or stopped beating for the expiry, and forgets its row', async () => {
    const { admin, clock, presence } = service();
    await admin.heartbeat('fair', 'f1', marco, 'tab-a');
    await admin.heartbeat('fair', 'f1', sabine, 'tab-b');
    await admin.leave('fair', 'f1', sabine.id, 'tab-b');
    expect((await admin.heartbeat('fair', 'f1', marco, 'tab-a')).others).toEqual([]);

    await admin.heartbeat('fair', 'f1', sabine, 'tab-b');
    clock.at += (PRESENCE_EXPIRY_SECONDS - 1) * 1000;
    expect((await admin.heartbeat('fair', 'f1', marco, 'tab-a')).others).toHaveLength(1);
    clock.at += 1000;
    expect((await admin.heartbeat('fair', 'f1', marco, 'tab-a')).others).toEqual([]);
    expect([...presence.rows.values()].map((row) => row.managerId)).toEqual([marco.id]);
  });
});
