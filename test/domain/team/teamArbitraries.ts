import fc from 'fast-check';
import { TEAM_LEVELS, type BoothReaderAccess } from '../../../domain/index.ts';

/** A member level, and a reader of a booth: its holder or a member of either level. */
export const levelArb = fc.constantFrom(...TEAM_LEVELS);
export const accessArb: fc.Arbitrary<BoothReaderAccess> = fc.oneof(
  fc.constant<BoothReaderAccess>({ role: 'holder', level: 'all' }),
  levelArb.map((level): BoothReaderAccess => ({ role: 'member', level })),
);
