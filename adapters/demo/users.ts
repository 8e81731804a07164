/**
 * The demo users (a contract: tests outside the project sign in with these e-mails). The development
 * identity provider checks their password; the booking-system simulator and the seed key their data by
 * e-mail. `sub` is the stable identity subject.
 */
export type DemoRole = 'AUSSTELLER' | 'MITAUSSTELLER' | 'VERTRAGSHAENDLER' | 'ONESHOP_MANAGER';

export interface DemoUser {
  readonly sub: string;
  readonly email: string;
  readonly givenName: string;
  readonly familyName: string;
  readonly locale: 'de' | 'fr' | 'en';
  readonly groups: readonly DemoRole[];
}

export const DEMO_PASSWORD = 'demo';

export const demoUsers: readonly DemoUser[] = [
  {
    sub: 'demo-0001-aussteller',
    email: 'aussteller@demo.test',
    givenName: 'Anna',
    familyName: 'Muster',
    locale: 'de',
    groups: ['AUSSTELLER'],
  },
  {
    sub: 'demo-0002-haendler',
    email: 'haendler@demo.test',
    givenName: 'Luc',
    familyName: 'Dubois',
    locale: 'fr',
    groups: ['AUSSTELLER', 'VERTRAGSHAENDLER'],
  },
  {
    sub: 'demo-0003-mitaussteller',
    email: 'mitaussteller@demo.test',
    givenName: 'Emily',
    familyName: 'Carter',
    locale: 'en',
    groups: ['MITAUSSTELLER'],
  },
  {
    sub: 'demo-0004-neu',
    email: 'neu@demo.test',
    givenName: 'Nina',
    familyName: 'Neumann',
    locale: 'de',
    groups: [],
  },
  {
    sub: 'demo-0005-manager',
    email: 'manager@demo.test',
    givenName: 'Marco',
    familyName: 'Bernasconi',
    locale: 'de',
    groups: ['ONESHOP_MANAGER', 'AUSSTELLER'],
  },
  {
    // A colleague of Anna Muster with no booths of their own: a member (level tasks) of her booth 100101.
    sub: 'demo-0006-team',
    email: 'team@demo.test',
    givenName: 'Tom',
    familyName: 'Berger',
    locale: 'en',
    groups: ['AUSSTELLER'],
  },
  {
    // A second manager of the back office, so that two colleagues can work on the same fair (who else is editing).
    sub: 'demo-0007-managerin',
    email: 'managerin@demo.test',
    givenName: 'Sabine',
    familyName: 'Keller',
    locale: 'de',
    groups: ['ONESHOP_MANAGER'],
  },
];

/**
 * Who can sign in to the generated operator data set as well (DEMO_SCALE=operator, password as the demo's): the
 * dealer with 150 booths across the fairs and an exhibitor of the fair with 3,000 booths, so that a person can
 * see the volume. Their booths exist only in that data set; its other accounts cannot sign in.
 */
export const operatorSignInUsers: readonly DemoUser[] = [
  {
    sub: 'op-00000-haendler150',
    email: 'haendler150@operator.test',
    givenName: 'Reto',
    familyName: 'Brunner',
    locale: 'de',
    groups: ['AUSSTELLER', 'VERTRAGSHAENDLER'],
  },
  {
    sub: 'op-00001-aussteller3000',
    email: 'aussteller3000@operator.test',
    givenName: 'Claire',
    familyName: 'Rochat',
    locale: 'fr',
    groups: ['AUSSTELLER'],
  },
];

/** The demo's accepted team membership: the colleague works the tasks of one of the demo exhibitor's booths. */
export const demoTeamMembership = {
  regiNr: '100101',
  holderEmail: 'aussteller@demo.test',
  memberEmail: 'team@demo.test',
  level: 'tasks',
} as const;

export function findDemoUser(email: string): DemoUser | undefined {
  const wanted = email.trim().toLowerCase();
  return demoUsers.find((user) => user.email === wanted);
}
