import { describe, it, expect } from '@jest/globals';
import { fairSeriesLink, isDeleteAllowed, taskDefinitionForSave } from '../../../domain/admin/index.ts';

// spec: admin-back-office §2, §3 core data examples
describe('core data examples', () => {
  it('links the fair series relative to the site root by default', () => {
    expect(fairSeriesLink('65f0c1')).toBe('/?_fs=65f0c1');
    expect(fairSeriesLink('65f0c1', 'https://portal.example.com')).toBe('https://portal.example.com/?_fs=65f0c1');
  });

  it('allows deleting an entry whose usage is unknown', () => {
    expect(isDeleteAllowed({})).toBe(true);
    expect(isDeleteAllowed({ isUsed: true })).toBe(false);
  });

  it('maps a new manual-link task definition', () => {
    expect(
      taskDefinitionForSave({
        displayNameDe: 'Parkplatz',
        displayNameFr: 'Parking',
        displayNameEn: 'Parking',
        serviceGroup: 'PARKPL',
        manualdeeplink: true,
      }),
    ).toEqual({
      displayNameDe: 'Parkplatz',
      displayNameFr: 'Parking',
      displayNameEn: 'Parking',
      serviceGroup: 'PARKPL',
      deeplinkmode: 'manual',
      manualdeeplink: false,
      order: 99,
    });
  });
});
