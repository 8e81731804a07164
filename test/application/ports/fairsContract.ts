import { describe, expect, it } from '@jest/globals';
import type { Fairs } from '../../../application/ports/Fairs.ts';
import type { DemoCatalogue } from '../../../adapters/demo/catalogue.ts';

/**
 * What every Fairs adapter must do, run against the in-memory fake and MikroOrmFairs on PostgreSQL,
 * both holding the demo catalogue's fairs, so the two cannot drift.
 */
export function fairsContract(name: string, setup: () => { fairs: () => Fairs; catalogue: () => DemoCatalogue; now: () => Date }) {
  describe(`Fairs contract: ${name}`, () => {
    const { fairs, catalogue, now } = setup();

    it('finds a fair by its id code with its names, dates, series and registration addresses', async () => {
      const expected = catalogue().fairs[0]!;
      const found = await fairs().byIdCode(expected.idCode);
      expect(found).toMatchObject({
        idCode: expected.idCode,
        fairSeriesId: expected.series.reiheId,
        displayName: expected.displayName,
        publish: expected.publish,
        duration: expected.duration,
        registrationDeadline: expected.registrationDeadline,
        series: { reiheId: expected.series.reiheId, titel: expected.series.titel },
        defaultRegistrationUrl: expected.defaultRegistrationUrl,
      });
      expect(typeof found!.id).toBe('string');
      // the fair documents of the booth page (exhibitor-area §2 Documents)
      expect(found!.documents).toEqual(expected.documents);
      expect(found!.steps).toEqual(expected.steps);
    });

    it('knows nothing of an unknown id code', async () => {
      expect(await fairs().byIdCode('NO-SUCH-FAIR')).toBeUndefined();
    });

    it('lists every fair whose publication has started, and none that starts later than tomorrow', async () => {
      const listed = new Set((await fairs().publishedUpTo(now())).map((fair) => fair.idCode));
      const today = now().toISOString().slice(0, 10);
      for (const fair of catalogue().fairs) {
        if ((fair.publish.start ?? '') <= today) expect(listed.has(fair.idCode)).toBe(true);
      }
      const dayAfterTomorrow = new Date(now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
      for (const fair of catalogue().fairs) {
        if ((fair.publish.start ?? '') >= dayAfterTomorrow) expect(listed.has(fair.idCode)).toBe(false);
      }
    });
  });
}
