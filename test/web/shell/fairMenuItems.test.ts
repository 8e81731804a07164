// spec: exhibitor-area §2 Shell (fair navigation; on a route with booth new an entry "new booth" is added; fairs without booths hidden)
import { describe, expect, it } from '@jest/globals';
import type { FairNavigationEntry, OpenFair } from '../../../web/src/api/types.ts';
import { fairMenuItems } from '../../../web/src/shell/fairMenuItems.ts';

const text = (de: string, fr = de, en = de) => ({ de, fr, en });
const hab: FairNavigationEntry = {
  idCode: 'HAB26',
  displayName: text('Habitat', 'Habitat FR', 'Habitat EN'),
  booths: [
    { regiNr: '100103', label: text('Halle 2.2 / C05', 'Halle 2.2 / C05', 'Hall 2.2 / C05') },
    { regiNr: '100101', label: text('Halle 1.1 / A12') },
  ],
};
const gas: OpenFair = {
  idCode: 'GAS26',
  displayName: text('Gastronova'),
  registrationDeadline: null,
  registrationUrl: text('https://x.test'),
};

describe('fair navigation of the shell', () => {
  it('lists the fairs with their booths in the language', () => {
    const items = fairMenuItems([hab], [], 'en', null, 'New booth');
    expect(items).toEqual([
      {
        idCode: 'HAB26',
        label: 'Habitat EN',
        booths: [
          { regiNr: '100103', label: 'Hall 2.2 / C05', isNew: false },
          { regiNr: '100101', label: 'Halle 1.1 / A12', isNew: false },
        ],
      },
    ]);
  });

  it('adds a "new booth" entry to the fair of a /fair/:code/new route', () => {
    const items = fairMenuItems([hab], [gas], 'de', { fairIdCode: 'HAB26', booth: 'new' }, 'Neuer Stand');
    expect(items[0]?.booths.at(-1)).toEqual({ regiNr: 'new', label: 'Neuer Stand', isNew: true });
    expect(items).toHaveLength(1);
  });

  it('adds no entry on the page of an existing booth', () => {
    const items = fairMenuItems([hab], [gas], 'de', { fairIdCode: 'HAB26', booth: '100101' }, 'Neuer Stand');
    expect(items[0]?.booths.map((booth) => booth.isNew)).toEqual([false, false]);
  });

  it('lists a fair open for registration where the user has no booth yet with the "new booth" entry alone', () => {
    const items = fairMenuItems([hab], [gas], 'de', { fairIdCode: 'GAS26', booth: 'new' }, 'Neuer Stand');
    expect(items.map((item) => item.idCode)).toEqual(['HAB26', 'GAS26']);
    expect(items[1]?.booths).toEqual([{ regiNr: 'new', label: 'Neuer Stand', isNew: true }]);
  });

  it('hides fairs without booths', () => {
    expect(fairMenuItems([{ ...hab, booths: [] }], [], 'de', null, 'Neuer Stand')).toEqual([]);
  });
});
