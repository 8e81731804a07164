import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import { isBoothBooked, isRenewalBooth, NEW_BOOTH } from '../../../domain/exhibitor/index.ts';
import { boothArb } from './exhibitorMothers.ts';

// spec: exhibitor-area §4 Booth status OP: "shown as a renewal card ... and treated as new"
describe('whether a booth is booked (property)', () => {
  it('is false exactly for a booth not registered yet and for an OP renewal offer', () => {
    fc.assert(
      fc.property(boothArb, (booth) => {
        expect(isBoothBooked(booth)).toBe(booth.status !== 'OP');
        expect(isBoothBooked(booth)).toBe(!isRenewalBooth(booth));
      }),
    );
    expect(isBoothBooked(NEW_BOOTH)).toBe(false);
  });
});
