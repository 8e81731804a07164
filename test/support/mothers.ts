import type { AdminFairInput } from '../../application/ports/AdminFairs.ts';
import type { User } from '../../application/ports/Users.ts';

/** A portal user for application tests (object mother); the e-mail is how the booking system knows them. */
export const aUser = (email: string, roles: string[], overrides: Partial<User> = {}): User => ({
  id: email,
  email,
  givenName: 'Given',
  familyName: 'Family',
  locale: 'de',
  roles,
  preferredFairSeries: null,
  mailNotifications: false,
  weeklyDigest: false,
  ...overrides,
});

/**
 * A fair form the back office accepts on the in-memory catalogue (test/support/InMemoryAdminFairs.ts): series R-HAB,
 * a process group, then a required process step with one booth service set and a period; published all of 2027.
 */
export const anAdminFairForm = (overrides: Partial<AdminFairInput> = {}): AdminFairInput => ({
  displayNameDe: 'Habitat 2027',
  displayNameFr: 'Habitat 2027',
  displayNameEn: 'Habitat 2027',
  idCode: 'HAB27',
  fairSeries: 'R-HAB',
  emailTeam: 'team@example.com',
  idTeam: 'T1',
  defaultRegistrationUrlDe: 'https://example.com/de',
  defaultRegistrationUrlFr: 'https://example.com/fr',
  defaultRegistrationUrlEn: 'https://example.com/en',
  defaultGastroRegistrationUrlDe: 'https://example.com/g/de',
  defaultGastroRegistrationUrlFr: 'https://example.com/g/fr',
  defaultGastroRegistrationUrlEn: 'https://example.com/g/en',
  duration: { start: '2027-05-10', end: '2027-05-14' },
  publish: { start: '2027-01-01', end: '2027-12-31' },
  registrationDeadline: '2027-03-31',
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
  ...overrides,
});
