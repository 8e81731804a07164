import { describe, expect, it } from '@jest/globals';
import { costsView } from '../../../application/exhibitor/BoothCosts.ts';
import { aBoothCostLine } from '../../support/builders/index.ts';

const catalogue = (overrides: Parameters<typeof aBoothCostLine>[0] = {}) =>
  aBoothCostLine({ leistungsgruppeId: 'VERZ', leistungsgruppeBezeichnung: 'Verzeichnis', ...overrides });
const power = (overrides: Parameters<typeof aBoothCostLine>[0] = {}) =>
  aBoothCostLine({ leistungsgruppeId: 'STROM', leistungsgruppeBezeichnung: 'Elektrisch', ...overrides });

describe('costsView', () => {
  // spec: exhibitor-area §2 Cost list: groups per service group, sub-total excluding VAT per group and a grand total
  it('groups the lines per service group in the order the groups first appear, each with its sub-total', () => {
    const view = costsView([
      catalogue({ buchungId: 'b-1', gesamtPreisNetto: 100 }),
      power({ buchungId: 'b-2', gesamtPreisNetto: 250.5 }),
      catalogue({ buchungId: 'b-3', gesamtPreisNetto: 40 }),
    ]);
    expect(view.groups.map((group) => [group.leistungsgruppeId, group.lines.map((line) => line.buchungId)])).toEqual([
      ['VERZ', ['b-1', 'b-3']],
      ['STROM', ['b-2']],
    ]);
    expect(view.groups.map((group) => group.subtotal.centimes)).toEqual([14_000, 25_050]);
    expect(view.total).toEqual({ centimes: 39_050, text: '390.50' });
  });

  it('sums in whole centimes, so that no binary rounding creeps into the totals', () => {
    const view = costsView([
      catalogue({ gesamtPreisNetto: 0.1 }),
      catalogue({ gesamtPreisNetto: 0.2 }),
      catalogue({ gesamtPreisNetto: 0.7 }),
    ]);
    expect(view.total).toEqual({ centimes: 100, text: '1.00' });
  });

  // spec: exhibitor-area §9 numbers: apostrophe as thousands separator, 2 decimals
  it('writes the amounts with an apostrophe between thousands and two decimals', () => {
    const [line] = costsView([power({ menge: 3, einzelPreisNetto: 1_234.5, gesamtPreisNetto: 3_703.5 })]).groups[0]
      .lines;
    expect(line.einzelPreisNetto.text).toBe("1'234.50");
    expect(line.gesamtPreisNetto.text).toBe("3'703.50");
    expect(line.menge).toBe(3);
  });

  it('names a group by the fair’s title of its service group in the reader’s language, else by the booking system', () => {
    const titles = new Map([['STROM', { de: 'Strom', fr: 'Électricité', en: 'Power' }]]);
    const view = costsView([power(), catalogue()], titles, 'fr');
    expect(view.groups.map((group) => group.leistungsgruppeBezeichnung)).toEqual(['Électricité', 'Verzeichnis']);
  });

  it('keeps a package part with its head and answers no groups and a zero total for a booth without costs', () => {
    const [part] = costsView([{ ...catalogue({ paketTeil: true }), regiNrPaketKopf: '4700' }]).groups[0].lines;
    expect(part).toEqual(expect.objectContaining({ paketTeil: true, regiNrPaketKopf: '4700' }));
    expect(costsView([])).toEqual({ groups: [], total: { centimes: 0, text: '0.00' } });
  });
});
