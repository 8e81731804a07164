import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { isNewMember, ROLES_WITH_BOOTHS } from '../../../domain/index.ts';

const roles = fc.uniqueArray(fc.constantFrom('AUSSTELLER', 'MITAUSSTELLER', 'VERTRAGSHAENDLER', 'ONESHOP_MANAGER', 'OTHER'));

// spec: exhibitor-area §6 — a user with neither AUSSTELLER nor MITAUSSTELLER is treated as a new member
describe('new member', () => {
  it('is whoever holds neither AUSSTELLER nor MITAUSSTELLER, whatever else they hold', () => {
    fc.assert(
      fc.property(roles, (held) => {
        expect(isNewMember({ roles: held })).toBe(!held.includes('AUSSTELLER') && !held.includes('MITAUSSTELLER'));
      }),
    );
    expect([...ROLES_WITH_BOOTHS]).toEqual(['AUSSTELLER', 'MITAUSSTELLER']);
  });
});
