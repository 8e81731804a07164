import { describe, expect, it } from '@jest/globals';
import { BookingSystemCalls } from '../../../application/exhibitor/BookingSystemCalls.ts';
import type { User } from '../../../application/ports/Users.ts';
import type { TeamLevel } from '../../../domain/index.ts';
import { InMemoryBookingSystem } from '../../support/InMemoryBookingSystem.ts';
import { InMemoryUsers } from '../../support/InMemoryUsers.ts';
import { aBookedBooth, aFair, anExhibitor, aWorld } from '../../support/builders/index.ts';
import { aBoothScope, asRoutedItem, boothAccessOver, InMemoryBoothTeams } from '../../support/boothScopes.ts';

const anna = anExhibitor().withEmail('anna@exhibitor.example').build();
const luc = anExhibitor().withEmail('luc@exhibitor.example').build();
const nora = anExhibitor().withEmail('nora@colleague.example').asNewMember().build();
// Anna's booth 4711 at HAB27 costs something and has every document type; 4710 at GAS26 ended before today.
const built = aWorld({
  today: '2026-11-21',
  fairs: [aFair().withIdCode('HAB27'), aFair().withIdCode('GAS26').held('2026-02-01', '2026-02-04')],
  booths: [
    aBookedBooth()
      .withRegiNr('4711')
      .at('HAB27')
      .bookedBy(anna.email)
      .withCost({ gesamtPreisNetto: 1_250 })
      .withDocuments('HPLAN', 'STSKIZZE', 'BKOP', 'STANGEBT'),
    aBookedBooth().withRegiNr('4710').at('GAS26').bookedBy(anna.email).withDocuments('HPLAN', 'BKOP'),
  ],
});
const invoice = 'D-4711-3';
const world = {
  ...built,
  booking: {
    ...built.booking,
    booths: built.booking.booths.map((record) =>
      record.booth.regiNr === '4711'
        ? {
            ...record,
            documentFiles: { [invoice]: { content: 'JVBERi0=', contentType: 'application/pdf', name: 'BKOP.pdf' } },
          }
        : record,
    ),
  },
};
const PRICED = ['BKOP', 'STANGEBT'];

function setUp(...members: Array<{ member: User; level: TeamLevel; regiNr?: string; fairIdCode?: string }>) {
  const bookingSystem = new InMemoryBookingSystem({ records: world.booking });
  const teams = new InMemoryBoothTeams(
    members.map(({ member, level, regiNr = '4711', fairIdCode = 'HAB27' }) => ({
      regiNr,
      fairIdCode,
      holderId: anna.id,
      holderEmail: anna.email,
      level,
      memberId: member.id,
    })),
  );
  const access = boothAccessOver(bookingSystem, { grants: teams, users: new InMemoryUsers([anna]) });
  return { calls: new BookingSystemCalls(bookingSystem), access, bookingSystem };
}

const typesOf = (result: { ok: boolean; answer?: { data: ReadonlyArray<{ typ: string }> } }) =>
  result.answer?.data.map((document) => document.typ);

describe('BookingSystemCalls', () => {
  it('answers a member at level tasks the booth without its price field; the holder and level all read the price', async () => {
    const { calls, access } = setUp({ member: luc, level: 'tasks' }, { member: nora, level: 'all' });
    const asTasks = await calls.booth(await aBoothScope(access, luc, 'readBooth', '4711'));
    expect(asTasks.ok && asTasks.answer.data.regiNr).toBe('4711');
    expect(asTasks.ok && 'gesamtpreisNetto' in asTasks.answer.data).toBe(false);
    for (const reader of [anna, nora]) {
      const answer = await calls.booth(await aBoothScope(access, reader, 'readBooth', '4711'));
      expect(answer.ok && 'gesamtpreisNetto' in answer.answer.data && answer.answer.data.gesamtpreisNetto).toBe(1_250);
    }
  });

  it('leaves the invoice and the booth offer out of the document lists of a member at level tasks', async () => {
    const { calls, access } = setUp(
      { member: luc, level: 'tasks' },
      { member: luc, level: 'tasks', regiNr: '4710', fairIdCode: 'GAS26' },
    );
    const current = await aBoothScope(access, luc, 'readDocuments', '4711');
    expect(typesOf(await calls.boothDocuments(current))).toEqual(['HPLAN', 'STSKIZZE']);
    const past = await aBoothScope(access, luc, 'readDocuments', '4710');
    expect(typesOf(await calls.pastBoothDocuments(past))).toEqual(['HPLAN']);
    expect(typesOf(await calls.pastBoothDocuments(await aBoothScope(access, anna, 'readDocuments', '4710')))).toEqual([
      'HPLAN',
      'BKOP',
    ]);
  });

  it('lists the priced documents for the holder and for a member at level all', async () => {
    const { calls, access } = setUp({ member: luc, level: 'all' });
    for (const reader of [anna, luc]) {
      const types = typesOf(await calls.boothDocuments(await aBoothScope(access, reader, 'readDocuments', '4711')));
      expect(types).toEqual(expect.arrayContaining(['HPLAN', ...PRICED]));
    }
  });

  it('asks for a shared booth with its holder’s e-mail and reads its invoice’s content only at level all', async () => {
    const tasks = setUp({ member: nora, level: 'tasks' });
    const refused = await asRoutedItem(tasks.access, nora, 'readDocuments', 'document', invoice, (scope) =>
      tasks.calls.documentContent(scope),
    );
    expect(refused).toEqual({ ok: false, error: 'boothNotFound' });

    const all = setUp({ member: nora, level: 'all' });
    const content = await asRoutedItem(all.access, nora, 'readDocuments', 'document', invoice, (scope) =>
      all.calls.documentContent(scope),
    );
    expect(content.ok && 'answer' in content && content.answer.data.name).toBe('BKOP.pdf');
  });

  it('answers a document that is not the reader’s as boothNotFound, like one that does not exist', async () => {
    const { calls, access } = setUp();
    const others = await asRoutedItem(access, luc, 'readDocuments', 'document', invoice, (scope) =>
      calls.documentContent(scope),
    );
    const none = await asRoutedItem(access, anna, 'readDocuments', 'document', 'D-9999-1', (scope) =>
      calls.documentContent(scope),
    );
    expect(others).toEqual({ ok: false, error: 'boothNotFound' });
    expect(none).toEqual({ ok: false, error: 'boothNotFound' });
  });

  // spec: exhibitor-area §6 a user with neither AUSSTELLER nor MITAUSSTELLER gets no fair list from the booking system
  it('gives a new member no fairs and no booths without asking the booking system', async () => {
    const { calls, bookingSystem } = setUp();
    expect((await calls.fairs(nora)).data).toEqual([]);
    expect((await calls.boothsOfFair(nora, 'HAB27')).data).toEqual([]);
    expect(bookingSystem.calls.size).toBe(0);
    expect((await calls.boothsOfFair(anna, 'HAB27')).data.map((booth) => booth.regiNr)).toEqual(['4711']);
  });

  it('does not send a fair code the booking system does not issue', async () => {
    const { calls, bookingSystem } = setUp();
    expect((await calls.boothsOfFair(anna, '../HAB27')).data).toEqual([]);
    expect(bookingSystem.calls.size).toBe(0);
  });
});
