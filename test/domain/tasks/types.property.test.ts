import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import { SERVICE_GROUPS, isServiceGroup } from '../../../domain/index.ts';
import { serviceGroupArb } from './taskMothers.ts';

// spec: exhibitor-area §3 service groups
describe('service groups (property)', () => {
  it('exactly the 16 service groups of the specification are recognised', () => {
    expect(SERVICE_GROUPS).toHaveLength(16);
    fc.assert(
      fc.property(fc.oneof(serviceGroupArb, fc.string()), (value) => {
        expect(isServiceGroup(value)).toBe((SERVICE_GROUPS as readonly string[]).includes(value));
      }),
    );
    expect(isServiceGroup('AX-EINTR')).toBe(true);
    expect(isServiceGroup('vers')).toBe(false);
  });
});
