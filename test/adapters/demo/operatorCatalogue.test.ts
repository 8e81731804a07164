import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { DemoCatalogue } from '../../../adapters/demo/catalogue.ts';
import { buildOperatorCatalogue } from '../../../adapters/demo/operatorCatalogue.ts';
import { operatorSignInUsers } from '../../../adapters/demo/users.ts';
import { RubinDataset } from '../../../adapters/rubin/RubinDataset.ts';

const TODAY = new Date('2026-12-01T08:00:00Z');
const catalogue = buildOperatorCatalogue({ today: TODAY, seed: 7 });

/** Everything the catalogue holds; of the document files (made when read) their names. */
function fingerprint(data: DemoCatalogue): string {
  return createHash('sha256')
    .update(JSON.stringify({ ...data, documentFiles: Object.keys(data.documentFiles) }))
    .digest('hex');
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** The patterns the API declares for the ids the booking system's data is asked by. */
function declaredPattern(file: string, name: string): RegExp {
  const root = path.resolve(import.meta.dirname, '../../..');
  const document = parse(readFileSync(path.join(root, 'openapi/components', file), 'utf8')) as Record<
    string,
    { schema?: { pattern: string }; pattern?: string }
  >;
  const entry = document[name];
  return new RegExp(entry.schema?.pattern ?? entry.pattern ?? '');
}

describe('the generated operator data set', () => {
  it('is the same for the same seed and day, and another for another seed', () => {
    const again = buildOperatorCatalogue({ today: TODAY, seed: 7 });
    expect(fingerprint(again)).toBe(fingerprint(catalogue));
    expect(fingerprint(buildOperatorCatalogue({ today: TODAY, seed: 8 }))).not.toBe(fingerprint(catalogue));
  });

  it("has an operator's year: 30 fairs, 10,000 accounts, one fair with 3,000 booths, a dealer with 150", () => {
    expect(catalogue.fairs).toHaveLength(30);
    expect(catalogue.rubinFairs).toHaveLength(30);
    expect(new Set(catalogue.fairs.map((fair) => fair.series.reiheId)).size).toBeGreaterThanOrEqual(3);
    expect(catalogue.users).toHaveLength(10_000);
    const perFair = countBy(catalogue.registrations, (registration) => registration.booth.messeIdCode);
    expect(Math.max(...perFair.values())).toBe(3_000);
    const dealer = catalogue.registrations.filter(({ email }) => email === 'haendler150@operator.test');
    expect(dealer).toHaveLength(150);
    expect(dealer.every(({ booth }) => booth.ausstellerTyp === 'VERTRAGSHAENDLER')).toBe(true);
    expect(new Set(dealer.map(({ booth }) => booth.messeIdCode)).size).toBe(30);
    expect(catalogue.volume).toEqual({
      seed: 7,
      notifications: 100_000,
      domainEvents: 1_000_000,
      backOfficeItems: 10_000,
    });
  });

  it('gives every account a booth or a few, spread over every status, exhibitor type and hall', () => {
    const perAccount = countBy(catalogue.registrations, (registration) => registration.email);
    expect(catalogue.users.every((user) => (perAccount.get(user.email) ?? 0) >= 1)).toBe(true);
    expect(new Set(perAccount.values()).size).toBeGreaterThan(3);
    const statuses = countBy(catalogue.registrations, ({ booth }) => booth.status);
    expect([...statuses.keys()].sort()).toEqual(['BESTAETIGT', 'BESTELLT', 'IN_PRUEFUNG', 'OFFEN', 'OP', 'ZU']);
    expect(Math.min(...statuses.values())).toBeGreaterThan(500);
    const types = new Set(catalogue.registrations.map(({ booth }) => booth.ausstellerTyp));
    expect([...types].sort()).toEqual(['AUSSTELLER', 'MITAUSSTELLER', 'VERTRAGSHAENDLER']);
    const places = catalogue.registrations.map(({ booth }) => `${booth.messeIdCode} ${booth.placeNum}`);
    expect(new Set(places).size).toBe(places.length);
    expect(new Set(catalogue.users.map((user) => user.email)).size).toBe(10_000);
    expect(catalogue.users.every((user) => /^[a-z0-9.-]+@[a-z0-9.-]+\.test$/.test(user.email))).toBe(true);
  });

  it('gives current fairs the demo task lists and past ones none', () => {
    const withTasks = catalogue.fairs.filter((fair) => fair.tasks.length > 0);
    expect(withTasks).toHaveLength(12);
    for (const fair of withTasks) {
      expect(fair.tasks.some((task) => task.type === 'taskTitle' && task.serviceGroup === 'VERS')).toBe(true);
      expect(fair.registrationDeadline).toBeTruthy();
      expect(fair.publish.start! < fair.publish.end!).toBe(true);
    }
  });

  it('refers only to what exists, by ids of the shapes the API declares', () => {
    const fairCodes = new Set(catalogue.rubinFairs.map((fair) => fair.idCode));
    const emails = new Set(catalogue.users.map((user) => user.email));
    const addressIds = new Set(catalogue.addresses.map((address) => address.adresseId));
    const regiNrs = catalogue.registrations.map(({ booth }) => booth.standanmeldungId);
    expect(new Set(regiNrs).size).toBe(regiNrs.length);
    expect(addressIds.size).toBe(catalogue.addresses.length);
    const regiNr = declaredPattern('parameters/common.yaml', 'RegiNrPath');
    const fairCode = declaredPattern('parameters/common.yaml', 'FairIdCodePath');
    const addressId = declaredPattern('parameters/rubin.yaml', 'AddressIdPath');
    const documentId = declaredPattern('parameters/rubin.yaml', 'DocumentIdPath');
    const boothId = declaredPattern('parameters/rubin.yaml', 'BoothIdPath');
    const userId = declaredPattern('schemas/users.yaml', 'UserId');
    expect([...fairCodes].filter((code) => !fairCode.test(code))).toEqual([]);
    expect(regiNrs.filter((id) => !regiNr.test(id) || !boothId.test(id))).toEqual([]);
    expect([...addressIds].filter((id) => !addressId.test(id))).toEqual([]);
    expect(catalogue.users.filter((user) => !userId.test(user.sub))).toEqual([]);
    const broken = catalogue.registrations.filter(
      ({ email, booth }) =>
        !emails.has(email) ||
        !fairCodes.has(booth.messeIdCode) ||
        !addressIds.has(booth.vertragsAdresseId) ||
        !addressIds.has(booth.korrespondenzAdresseId) ||
        !catalogue.links[booth.standanmeldungId] ||
        !catalogue.costs[booth.standanmeldungId],
    );
    expect(broken).toEqual([]);
    const documents = Object.values(catalogue.documents).flat();
    expect(documents.length).toBeGreaterThan(10_000);
    expect(documents.filter((document) => !documentId.test(document.dokumentId))).toEqual([]);
    expect(Object.keys(catalogue.documentFiles)).toHaveLength(documents.length);
    expect(catalogue.insurances.every(({ booth_id: boothId }) => regiNrs.includes(boothId))).toBe(true);
  });

  it('lets the two who sign in see the volume: the dealer, and an exhibitor of the largest fair', () => {
    expect(catalogue.users.slice(0, 2)).toEqual(operatorSignInUsers);
    const dataset = new RubinDataset(catalogue);
    const largest = catalogue.fairs[0].idCode;
    const own = dataset.answer('boothsOfFair', 'aussteller3000@operator.test', { idCode: largest });
    expect(own?.standanmeldungen).toHaveLength(3);
    const past = dataset.answer('pastFairs', 'aussteller3000@operator.test', {});
    expect(past?.messen).toHaveLength(1);
    const [booth] = dataset.answer('boothsOfFair', 'haendler150@operator.test', { idCode: largest })!.standanmeldungen;
    expect(dataset.answer('booth', 'haendler150@operator.test', { regiNr: booth.standanmeldungId })).toEqual(booth);
    expect(dataset.answer('booth', 'aussteller3000@operator.test', { regiNr: booth.standanmeldungId })).toBeUndefined();
    expect(dataset.answer('address', 'haendler150@operator.test', { adresseId: booth.vertragsAdresseId })).toEqual(
      expect.objectContaining({ adresseTyp: 'FIRMA' }),
    );
    const document = catalogue.documents[booth.standanmeldungId]?.[0];
    if (document) {
      const file = dataset.answer('documentContent', 'haendler150@operator.test', { dokumentId: document.dokumentId });
      expect(file?.name).toContain(booth.standanmeldungId);
    }
  });

  it("answers a user's questions from an index, reading their booths only, not every booth of the year", () => {
    let reads = 0;
    const counted = <T>(items: readonly T[]): T[] =>
      new Proxy([...items], {
        get: (target, key, receiver) => {
          if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
          return Reflect.get(target, key, receiver) as unknown;
        },
      });
    const dataset = new RubinDataset({
      ...catalogue,
      registrations: counted(catalogue.registrations),
      addresses: counted(catalogue.addresses),
    });
    reads = 0;
    const booths = dataset.answer('boothsOfFair', 'haendler150@operator.test', { idCode: catalogue.fairs[0].idCode });
    const [booth] = booths!.standanmeldungen;
    dataset.answer('booth', 'haendler150@operator.test', { regiNr: booth.standanmeldungId });
    dataset.answer('address', 'haendler150@operator.test', { adresseId: booth.korrespondenzAdresseId });
    expect(reads).toBeLessThanOrEqual(3 * 150 + 1);
  });

  it('shrinks by a size factor for tests, keeping the 30 fairs', () => {
    const small = buildOperatorCatalogue({ today: TODAY, seed: 7, scale: 0.01 });
    expect(small.fairs).toHaveLength(30);
    expect(small.users).toHaveLength(100);
    expect(Math.max(...countBy(small.registrations, ({ booth }) => booth.messeIdCode).values())).toBe(30);
    expect(small.volume).toEqual({ seed: 7, notifications: 1_000, domainEvents: 10_000, backOfficeItems: 100 });
  });
});
