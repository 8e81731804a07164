import { describe, expect, it } from '@jest/globals';
import type { BookingSystem } from '../../../application/ports/BookingSystem.ts';
import type { User } from '../../../application/ports/Users.ts';
import { BOOTH_OPERATIONS, HOLDER_ACCESS, mayDo, type TeamLevel } from '../../../domain/index.ts';
import { InMemoryBookingSystem } from '../../support/InMemoryBookingSystem.ts';
import { InMemoryUsers } from '../../support/InMemoryUsers.ts';
import { aBookedBooth, aFair, anExhibitor, aWorld } from '../../support/builders/index.ts';
import { boothAccessOver, InMemoryBoothTeams } from '../../support/boothScopes.ts';

const anna = anExhibitor().withEmail('anna@exhibitor.example').named('Anna', 'Muster').build();
const luc = anExhibitor().withEmail('luc@exhibitor.example').named('Luc', 'Favre').build();
const newcomer = anExhibitor().withEmail('nora@colleague.example').asNewMember().build();
const address = { firma1: 'Muster AG', strasse1: 'Messeplatz 1', plz: '4058', ort: 'Basel' };
// Anna holds 4711 (hall plan, invoice, addresses) and 4712 at HAB27; Luc holds 4811.
const world = aWorld({
  fairs: [aFair().withIdCode('HAB27')],
  booths: [
    aBookedBooth()
      .withRegiNr('4711')
      .at('HAB27')
      .bookedBy(anna.email)
      .withDocuments('HPLAN', 'BKOP')
      .withAddresses(address, { ...address, firma1: 'Muster Korrespondenz' }),
    aBookedBooth().withRegiNr('4712').at('HAB27').bookedBy(anna.email).withAddresses(address),
    aBookedBooth().withRegiNr('4811').at('HAB27').bookedBy(luc.email),
  ],
});
const hallPlanOf4711 = 'D-4711-1';
const invoiceOf4711 = 'D-4711-2';

/** Every booking-system call with the e-mail it was made for (the first argument of each operation). */
function recording(bookingSystem: BookingSystem) {
  const calls: Array<{ operation: string; user: unknown }> = [];
  const recorded = new Proxy(bookingSystem, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push({ operation: String(property), user: args[0] });
        return (value as (...parameters: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { recorded, calls };
}

function setUp() {
  // A list of its own, so that a test can take a booth from its holder.
  const booths = [...world.booking.booths];
  const { recorded, calls } = recording(new InMemoryBookingSystem({ records: { ...world.booking, booths } }));
  const teams = new InMemoryBoothTeams();
  const access = boothAccessOver(recorded, { grants: teams, users: new InMemoryUsers([anna, luc]) });
  const share = (member: User, level: TeamLevel, regiNr = '4711') =>
    teams.grant({
      regiNr,
      fairIdCode: 'HAB27',
      holderId: anna.id,
      holderEmail: anna.email,
      level,
      memberId: member.id,
    });
  const holderLoses = (regiNr: string) =>
    booths.splice(
      booths.findIndex((record) => record.booth.regiNr === regiNr),
      1,
    );
  return { access, teams, calls, share, holderLoses };
}

describe('BoothAccess.scope', () => {
  // spec: exhibitor-area §6 booth access is checked for the user on the server
  it('gives the holder of an own booth a holder scope over the listed registration, asked with their own e-mail', async () => {
    const { access, calls } = setUp();
    const scope = await access.scope(anna, 'readCosts', '4711');
    expect(scope?.operation).toBe('readCosts');
    expect(scope?.regiNr).toBe('4711');
    expect(scope?.caller).toBe(anna);
    expect(scope?.reader.access).toEqual(HOLDER_ACCESS);
    expect(scope?.reader.principal.email).toBe(anna.email);
    expect(scope?.reader.sharedBy).toBeUndefined();
    expect(scope?.listed.data.fairIdCode).toBe('HAB27');
    expect(calls.every((call) => call.user === anna.email)).toBe(true);
  });

  it('does not find a booth of another holder that was not shared', async () => {
    const { access } = setUp();
    expect(await access.scope(luc, 'readBooth', '4711')).toBeUndefined();
  });

  it('gives a member of a shared booth a member scope at the grant’s level, asked with the holder’s e-mail', async () => {
    const { access, share, calls } = setUp();
    share(luc, 'tasks');
    const scope = await access.scope(luc, 'workTasks', '4711');
    expect(scope?.caller).toBe(luc);
    expect(scope?.reader.access).toEqual({ role: 'member', level: 'tasks' });
    expect(scope?.reader.principal.email).toBe(anna.email);
    expect(scope?.reader.sharedBy).toEqual({ name: 'Anna Muster', email: anna.email, level: 'tasks' });
    expect(scope?.listed.data.regiNr).toBe('4711');
    // Luc's own lists do not have 4711; the holder's list that has it was asked under Anna's address.
    expect(calls).toContainEqual({ operation: 'boothsOfFair', user: anna.email });
  });

  it('refuses an operation the grant’s level does not allow as if the booth did not exist', async () => {
    const { access, share } = setUp();
    share(luc, 'tasks');
    expect(await access.scope(luc, 'readCosts', '4711')).toBeUndefined();
    expect(await access.scope(luc, 'contractActions', '4711')).toBeUndefined();
    expect(await access.scope(luc, 'manageTeam', '4711')).toBeUndefined();
  });

  it('lets a member at level all do what the holder does on the booth except manage its team', async () => {
    const { access, share } = setUp();
    share(luc, 'all');
    expect(await access.scope(luc, 'readCosts', '4711')).toBeDefined();
    expect(await access.scope(luc, 'contractActions', '4711')).toBeDefined();
    expect(await access.scope(luc, 'manageTeam', '4711')).toBeUndefined();
  });

  it('ends a member’s scope at once when the grant is revoked', async () => {
    const { access, share, teams } = setUp();
    share(luc, 'all');
    expect(await access.scope(luc, 'readBooth', '4711')).toBeDefined();
    teams.revoke(luc.id, '4711');
    expect(await access.scope(luc, 'readBooth', '4711')).toBeUndefined();
  });

  it('reaches only the shared booth, not the holder’s other booths', async () => {
    const { access, share } = setUp();
    share(luc, 'all');
    expect(await access.scope(luc, 'readBooth', '4712')).toBeUndefined();
  });

  it('ends a member’s scope when the holder loses the booth at the booking system', async () => {
    const { access, share, holderLoses } = setUp();
    share(luc, 'all');
    expect(await access.scope(luc, 'readBooth', '4711')).toBeDefined();
    holderLoses('4711');
    expect(await access.scope(luc, 'readBooth', '4711')).toBeUndefined();
  });

  it('refuses a made-up registration number before the booking system hears of it', async () => {
    const { access, share, calls } = setUp();
    share(luc, 'all');
    for (const regiNr of ['../4711', '4711?x=1', '47 11', '', 'A'.repeat(41)]) {
      expect(await access.scope(anna, 'readBooth', regiNr)).toBeUndefined();
      expect(await access.scope(luc, 'readBooth', regiNr)).toBeUndefined();
    }
    expect(calls).toEqual([]);
  });

  // spec: exhibitor-area §6 a user with neither AUSSTELLER nor MITAUSSTELLER gets no fair list from the booking system
  it('does not ask the booking system for a new member’s own booths', async () => {
    const { access, calls } = setUp();
    expect(await access.scope(newcomer, 'readBooth', '4711')).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('finds a booth shared with a new member, asking only under the holder’s e-mail', async () => {
    const { access, share, calls } = setUp();
    share(newcomer, 'tasks');
    const scope = await access.scope(newcomer, 'readBooth', '4711');
    expect(scope?.reader.access).toEqual({ role: 'member', level: 'tasks' });
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((call) => call.user === anna.email)).toBe(true);
  });

  it('answers may() for the other operations by the reader’s level, as the domain rule decides', async () => {
    const { access, share } = setUp();
    share(luc, 'tasks');
    const holder = await access.scope(anna, 'readBooth', '4711');
    const member = await access.scope(luc, 'readBooth', '4711');
    expect(holder?.may('manageTeam')).toBe(true);
    expect(member?.may('readCosts')).toBe(false);
    expect(member?.may('readInvoices')).toBe(false);
    expect(member?.may('insurance')).toBe(true);
    for (const operation of BOOTH_OPERATIONS) {
      expect(holder?.may(operation)).toBe(mayDo(HOLDER_ACCESS, operation));
      expect(member?.may(operation)).toBe(mayDo({ role: 'member', level: 'tasks' }, operation));
    }
  });
});

describe('BoothAccess.itemScope', () => {
  const principals = (scope: { readers: ReadonlyArray<{ principal: User }> } | undefined) =>
    scope?.readers.map((reader) => reader.principal.email);

  it('lets the booking system answer for the caller’s own document: the caller is the first reader', async () => {
    const { access } = setUp();
    const scope = await access.itemScope(anna, 'readDocuments', 'document', hallPlanOf4711);
    expect(scope?.id).toBe(hallPlanOf4711);
    expect(scope?.readers[0]).toEqual({ principal: anna, access: HOLDER_ACCESS });
  });

  it('reads a hall plan of a shared booth as its holder, after the member’s own try', async () => {
    const { access, share } = setUp();
    share(luc, 'tasks');
    const scope = await access.itemScope(luc, 'readDocuments', 'document', hallPlanOf4711);
    expect(principals(scope)).toEqual([luc.email, anna.email]);
    expect(scope?.readers[1].access).toEqual({ role: 'member', level: 'tasks' });
  });

  it('does not reach the invoice (BKOP) of a booth shared at level tasks, but does at level all', async () => {
    const tasks = setUp();
    tasks.share(newcomer, 'tasks');
    expect(await tasks.access.itemScope(newcomer, 'readDocuments', 'document', invoiceOf4711)).toBeUndefined();
    expect(principals(await tasks.access.itemScope(newcomer, 'readDocuments', 'document', hallPlanOf4711))).toEqual([
      anna.email,
    ]);

    const all = setUp();
    all.share(newcomer, 'all');
    expect(principals(await all.access.itemScope(newcomer, 'readDocuments', 'document', invoiceOf4711))).toEqual([
      anna.email,
    ]);
  });

  it('does not make an exhibitor member a reader of the invoice under the holder’s name at level tasks', async () => {
    const { access, share } = setUp();
    share(luc, 'tasks');
    expect(principals(await access.itemScope(luc, 'readDocuments', 'document', invoiceOf4711))).toEqual([luc.email]);
  });

  it('reaches both addresses of the shared booth, and no address of the holder’s other booths', async () => {
    const { access, share } = setUp();
    share(newcomer, 'tasks');
    for (const adresseId of ['ADR-4711-1', 'ADR-4711-2'])
      expect(principals(await access.itemScope(newcomer, 'readBooth', 'address', adresseId))).toEqual([anna.email]);
    expect(await access.itemScope(newcomer, 'readBooth', 'address', 'ADR-4712-1')).toBeUndefined();
  });

  it('reaches nothing of a shared booth after the grant is revoked', async () => {
    const { access, share, teams } = setUp();
    share(newcomer, 'all');
    teams.revoke(newcomer.id, '4711');
    expect(await access.itemScope(newcomer, 'readDocuments', 'document', hallPlanOf4711)).toBeUndefined();
  });

  it('refuses an id the booking system does not issue without asking it', async () => {
    const { access, share, calls } = setUp();
    share(newcomer, 'all');
    expect(await access.itemScope(newcomer, 'readDocuments', 'document', '../D-4711-1')).toBeUndefined();
    expect(calls).toEqual([]);
  });
});
