import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { isKnownRole, isManager, isNewMember, KNOWN_ROLES, ROLES, ROLES_WITH_BOOTHS } from '../../../domain/index.ts';

const roles = fc.uniqueArray(
  fc.constantFrom('AUSSTELLER', 'MITAUSSTELLER', 'VERTRAGSHAENDLER', 'ONESHOP_MANAGER', 'OTHER'),
);

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

// spec: exhibitor-area §6 — roles seen in the token and the manager role ONESHOP_MANAGER for the admin routes
describe('roles', () => {
  it('keeps exactly the known roles of a groups claim', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...KNOWN_ROLES), fc.string())), (groups) => {
        const kept = groups.filter(isKnownRole);
        expect(kept).toEqual(
          groups.filter((group) =>
            ['AUSSTELLER', 'MITAUSSTELLER', 'VERTRAGSHAENDLER', 'ONESHOP_MANAGER'].includes(group),
          ),
        );
      }),
    );
  });

  it('makes a manager of whoever holds ONESHOP_MANAGER, whatever else they hold', () => {
    fc.assert(
      fc.property(roles, (held) => {
        expect(isManager({ roles: held })).toBe(held.includes('ONESHOP_MANAGER'));
      }),
    );
    expect(ROLES.manager).toBe('ONESHOP_MANAGER');
  });
});
