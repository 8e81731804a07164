import { describe, expect, it } from '@jest/globals';
import { ExhibitorHome } from '../../../application/exhibitor/ExhibitorHome.ts';
import { BookingSystemUnavailable } from '../../../application/ports/BookingSystem.ts';
import { InMemoryNotifications } from '../../support/InMemoryNotifications.ts';
import { aBookedBooth, aFair, anExhibitor, aWorld, portsOf } from '../../support/builders/index.ts';
import { boothAccessOver, InMemoryBoothTeams } from '../../support/boothScopes.ts';

const now = new Date('2026-11-21T10:00:00Z');
const anna = anExhibitor().withEmail('anna@exhibitor.example').build();
const hab27 = aFair().withIdCode('HAB27').inSeries('R-HAB');
const world = aWorld({
  fairs: [hab27],
  booths: [
    aBookedBooth().withRegiNr('4101').bookedBy(anna.email).at(hab27),
    aBookedBooth().withRegiNr('4102').bookedBy(anna.email).at(hab27).withStatus('OP'),
  ],
});

function homeOver(bookingSystem: ReturnType<typeof portsOf>['bookingSystem']) {
  const { fairs } = portsOf(world);
  return new ExhibitorHome({
    fairs,
    bookingSystem,
    notifications: new InMemoryNotifications(),
    access: boothAccessOver(bookingSystem),
    wall: { currentWallEntries: async () => [] },
    notices: { current: async () => null },
  });
}

// spec: exhibitor-area §2 Home ("OP renewal cards to their registration"), §4 booth status OP, §7 GET /rubin/boothlinks
describe('renewal cards on Home', () => {
  it('carry the renewal offer’s registration link; other cards carry none', async () => {
    const home = await homeOver(portsOf(world).bookingSystem).homeFor(anna, now);
    const byRegiNr = new Map(home.activeBooths.map((card) => [card.regiNr, card]));
    expect(byRegiNr.get('4102')?.registrationUrl).toBe('https://registration.example/4102');
    expect(byRegiNr.get('4101')?.registrationUrl).toBeNull();
  });

  it('leave the card on the booth page when the booking system cannot give the links, and Home still answers', async () => {
    const { bookingSystem } = portsOf(world);
    bookingSystem.boothLinks = async () => {
      throw new BookingSystemUnavailable('boothLinks');
    };
    const home = await homeOver(bookingSystem).homeFor(anna, now);
    expect(home.activeBooths.map((card) => [card.regiNr, card.registrationUrl])).toEqual(
      expect.arrayContaining([
        ['4101', null],
        ['4102', null],
      ]),
    );
  });
});

// Team access per booth: the basket and the renewal are the holder's contract (domain boothOperations).
describe('a shared booth’s card on Home', () => {
  const tom = anExhibitor().withEmail('tom@exhibitor.example').asNewMember().build();
  const shared = aWorld({
    fairs: [hab27],
    booths: [aBookedBooth().withRegiNr('4201').bookedBy(anna.email).at(hab27).withBasketItems()],
  });

  async function cardFor(level: 'tasks' | 'all') {
    const { fairs, bookingSystem } = portsOf(shared);
    const grants = new InMemoryBoothTeams([
      { memberId: tom.id, regiNr: '4201', fairIdCode: 'HAB27', holderId: 'anna', holderEmail: anna.email, level },
    ]);
    const home = new ExhibitorHome({
      fairs,
      bookingSystem,
      notifications: new InMemoryNotifications(),
      access: boothAccessOver(bookingSystem, { grants }),
      wall: { currentWallEntries: async () => [] },
      notices: { current: async () => null },
    });
    return (await home.homeFor(tom, now)).activeBooths.find((card) => card.regiNr === '4201');
  }

  it('shows a member "Aufgaben" no basket; a member "Alles" the holder’s', async () => {
    expect(await cardFor('tasks')).toMatchObject({ hatWarenkorbPositionen: false, registrationUrl: null });
    expect(await cardFor('all')).toMatchObject({ hatWarenkorbPositionen: true });
  });
});
