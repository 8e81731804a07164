import { describe, expect, it } from '@jest/globals';
import { AdminStaleVersion, AdminValidationFailed } from '../../../application/admin/adminErrors.ts';
import { CoreDataImportService, IMPORT_NOTE, ImportTooLarge } from '../../../application/admin/CoreDataImport.ts';
import type { Change, ChangeNotices } from '../../../application/ports/ChangeNotices.ts';
import { InMemoryAdminAudit } from '../../support/InMemoryAdminAudit.ts';
import { InMemoryAdminCoreData } from '../../support/InMemoryAdminCoreData.ts';
import { InMemoryCoreDataImports } from '../../support/InMemoryCoreDataImports.ts';

// spec: admin-back-office §3 (stored fields), §5 (the forms' rules); beyond the spec: CSV import with a dry run,
// applied in one transaction, audited, and refused when the data moved since the dry run

const manager = { userId: 'demo-0005-manager' };

async function importing() {
  const audit = new InMemoryAdminAudit();
  const store = new InMemoryAdminCoreData(audit);
  const imports = new InMemoryCoreDataImports(store);
  const published: Change[] = [];
  const changes: ChangeNotices = {
    publish: async (change) => void published.push(change),
    subscribe: () => () => undefined,
    listening: true,
  };
  const created = await store.create('boothService', manager, { title: 'Strom', id: 'STROM' });
  if (!created.ok) throw new Error('seed');
  return { service: new CoreDataImportService({ store, imports, changes }), store, imports, audit, published };
}

const FILE = 'Bezeichnung;ID\r\nStrom 230 V;STROM\r\nWasser;WASSER\r\n';

describe('CoreDataImportService', () => {
  it('the dry run plans without writing; the apply writes the same plan, audited as the import', async () => {
    const { service, store, imports, audit, published } = await importing();
    const plan = await service.dryRun('boothService', FILE);
    expect(plan.added.map((add) => add.label)).toEqual(['Wasser']);
    expect(plan.changed.map((change) => change.fields)).toEqual([
      [{ header: 'Bezeichnung', before: 'Strom', after: 'Strom 230 V' }],
    ]);
    expect([imports.calls, published]).toEqual([[], []]);

    await service.apply('boothService', manager, FILE, plan.token);
    const stored = await store.list('boothService');
    expect(stored.map((item) => [item.title, item.id]).sort()).toEqual([
      ['Strom 230 V', 'STROM'],
      ['Wasser', 'WASSER'],
    ]);
    expect(imports.calls.map((call) => call.note)).toEqual([IMPORT_NOTE]);
    expect(audit.entries.at(-1)).toEqual(expect.objectContaining({ action: 'update', note: IMPORT_NOTE }));
    expect(published).toEqual([{ scope: 'catalogue' }]);
  });

  it('a bad line refuses the whole file with every line error; nothing is written', async () => {
    const { service, imports } = await importing();
    const bad = 'Bezeichnung;ID\nWasser;WASSER\n;GAS\nGas;\n';
    const refusal = await service.apply('boothService', manager, bad, 'x').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AdminValidationFailed);
    expect((refusal as AdminValidationFailed).errors).toEqual([
      { field: 'lines.3', message: 'Zeile 3: Bezeichnung fehlt' },
      { field: 'lines.4', message: 'Zeile 4: ID fehlt' },
    ]);
    expect(imports.calls).toEqual([]);
  });

  it('refuses the apply with 409 when an item the file names changed since the dry run', async () => {
    const { service, store, imports } = await importing();
    const plan = await service.dryRun('boothService', FILE);
    const [strom] = await store.list('boothService');
    await store.update('boothService', manager, strom._id, strom.version, { title: 'Strom neu', id: 'STROM' });
    await expect(service.apply('boothService', manager, FILE, plan.token)).rejects.toBeInstanceOf(AdminStaleVersion);
    expect(imports.calls).toEqual([]);
  });

  it('checks rows with the form rules (a link without its address) and refuses files over 5000 lines', async () => {
    const { service } = await importing();
    const head = 'Name;Leistungsgruppe;ID;Name FR;Name EN;Deeplink-Modus;URL;Neues Fenster';
    await expect(service.dryRun('taskTitle', `${head}\nA;VERZ;;B;C;manual;kein link;nein\n`)).rejects.toThrow(
      /Zeile 2: "URL": /,
    );
    const big = `Bezeichnung;ID\n${Array.from({ length: 5001 }, (_, i) => `S${i};S${i}`).join('\n')}`;
    await expect(service.dryRun('boothService', big)).rejects.toBeInstanceOf(ImportTooLarge);
  });
});
