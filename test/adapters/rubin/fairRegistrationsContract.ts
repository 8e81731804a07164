import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FairRegistrations } from '../../../application/ports/FairRegistrations.ts';
import type { DemoCatalogue } from '../../../adapters/demo/catalogue.ts';
import { demo } from '../../support/demo.ts';

/**
 * One contract for every implementation of the FairRegistrations port (the in-memory fake and the HTTP adapter
 * against the simulator), on the demo catalogue: what the organiser's cockpit may rely on.
 */
export interface FairRegistrationsUnderTest {
  readonly registrations: FairRegistrations;
  readonly catalogue: DemoCatalogue;
  close(): Promise<void>;
}

export function describeFairRegistrationsContract(
  name: string,
  create: () => Promise<FairRegistrationsUnderTest>,
): void {
  describe(`FairRegistrations contract: ${name}`, () => {
    let subject: FairRegistrationsUnderTest;
    beforeAll(async () => {
      subject = await create();
    });
    afterAll(async () => subject.close());

    it('lists every booth of a fair, whoever holds it, with what the cockpit shows and whom it reaches', async () => {
      for (const fair of subject.catalogue.rubinFairs) {
        const expected = subject.catalogue.registrations.filter(({ booth }) => booth.messeIdCode === fair.idCode);
        const listed = await subject.registrations.ofFair(fair.idCode);
        expect(listed?.map((registration) => registration.regiNr)).toEqual(
          expected.map(({ booth }) => booth.standanmeldungId),
        );
        for (const [index, registration] of (listed ?? []).entries()) {
          const { booth, email } = expected[index];
          expect(registration).toMatchObject({
            status: booth.status,
            ausstellerTyp: booth.ausstellerTyp,
            halleBezeichnung: booth.halleBezeichnung,
            standnummer: booth.standnummer,
            contactEmail: email.toLowerCase(),
          });
          expect(registration.company.trim()).not.toBe('');
        }
      }
    });

    it("gives each contact's correspondence language: the demo users' own", async () => {
      const habitat = subject.catalogue.rubinFairs.find((fair) =>
        subject.catalogue.registrations.some(
          ({ booth, email }) => booth.messeIdCode === fair.idCode && email === demo.users.luc.email,
        ),
      )!;
      const listed = (await subject.registrations.ofFair(habitat.idCode)) ?? [];
      const languageOf = (email: string) => listed.find((registration) => registration.contactEmail === email);
      expect(languageOf(demo.users.luc.email)?.contactLanguage).toBe(demo.users.luc.locale);
      for (const registration of listed) expect(['de', 'fr', 'en']).toContain(registration.contactLanguage);
    });

    it('answers null for a fair the booking system does not know', async () => {
      expect(await subject.registrations.ofFair('NOPE99')).toBeNull();
    });
  });
}
