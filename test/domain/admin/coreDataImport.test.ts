import { describe, expect, it } from '@jest/globals';
import { parseCsv, planImport, type StoredImportItem } from '../../../domain/admin/index.ts';

// spec: admin-back-office §2 (the lists' columns), §3 (the stored fields); beyond the spec: CSV import with a dry run

const records = (text: string) => {
  const parsed = parseCsv(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.records;
};

const step: StoredImportItem = {
  _id: 'step-1',
  version: 3,
  displayNameDe: 'Standbau',
  displayNameFr: 'Construction',
  displayNameEn: 'Booth building',
  serviceGroup: 'GEBAEUDE',
  deeplinkmode: 'servicegroup',
  manualdeeplink: false,
  url: null,
  manualdeeplinktargetblank: false,
  coexposant: false,
  order: 4,
};

describe('CSV import plan', () => {
  it('names every bad line in German: missing, not a number, unknown group, unknown column, duplicate key', () => {
    const head = 'Name;Leistungsgruppe;ID;Name FR;Name EN;Deeplink-Modus;URL;Neues Fenster;Mitaussteller;Reihenfolge';
    const plan = planImport(
      'taskDefinition',
      records(
        `${head}\n;VERZ;;a;b;;;nein;nein;\nX;VERZ;;a;b;;;nein;nein;zehn\nY;NIX;;a;b;;;nein;nein;1\n` +
          `Z;VERZ;step-1;a;b;;;nein;nein;1\nZ;VERZ;step-1;a;b;;;nein;nein;1\nW;VERZ;weg;a;b;;;vielleicht;nein;1\n`,
      ),
      [step],
    );
    expect(plan.errors.map((error) => error.message)).toEqual([
      'Zeile 2: Name fehlt',
      'Zeile 3: "Reihenfolge" ist keine Zahl',
      'Zeile 4: Leistungsgruppe "NIX" ist unbekannt',
      'Zeile 6: ID "step-1" steht schon in Zeile 5',
      'Zeile 7: "Neues Fenster" ist weder ja noch nein',
      'Zeile 7: ID "weg" ist unbekannt',
    ]);
    expect(planImport('boothService', records('Bezeichnung;ID;Preis\nA;B;1\n'), []).errors).toEqual([
      { line: 1, message: 'Zeile 1: Unbekannte Spalte "Preis"' },
    ]);
  });

  it('a changed row lists each field before and after; a column left out keeps the stored value', () => {
    const plan = planImport(
      'taskDefinition',
      records(
        'Name,Leistungsgruppe,ID,Name FR,Name EN,Deeplink-Modus,URL,Neues Fenster,Mitaussteller\n' +
          'Standbau neu,GEBAEUDE,step-1,Construction,Booth building,servicegroup,,nein,ja\n' +
          'Neu,verz,,N,N,,,nein,nein\n',
      ),
      [step],
    );
    expect(plan.errors).toEqual([]);
    expect(plan.changed).toEqual([
      expect.objectContaining({
        id: 'step-1',
        version: 3,
        fields: [
          { header: 'Name', before: 'Standbau', after: 'Standbau neu' },
          { header: 'Mitaussteller', before: 'nein', after: 'ja' },
        ],
      }),
    ]);
    expect(plan.changed[0].form.order).toBe(4);
    expect(plan.added).toEqual([expect.objectContaining({ line: 3, label: 'Neu' })]);
    expect(plan.added[0].form.serviceGroup).toBe('VERZ');
  });

  it('refuses an unclosed quote with its line', () => {
    expect(parseCsv('Bezeichnung;ID\n"offen;1\n')).toEqual({
      ok: false,
      line: 2,
      message: 'Zeile 2: Anführungszeichen nicht geschlossen',
    });
  });
});
