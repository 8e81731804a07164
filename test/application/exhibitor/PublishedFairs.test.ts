import { describe, expect, it } from '@jest/globals';
import { PublishedFairs } from '../../../application/exhibitor/PublishedFairs.ts';
import { aFair, aWorld, portsOf } from '../../support/builders/index.ts';

// spec: exhibitor-area §7 GET /fairs (the product's own fairs), §5 (published now; open for a new registration
// while the start of the deadline day, UTC, is not before now)

function publishedFairsOf(...fairs: ReturnType<typeof aFair>[]) {
  return new PublishedFairs(portsOf(aWorld({ fairs })).fairs);
}

const ids = (views: { idCode: string }[]) => views.map((view) => view.idCode);

describe('PublishedFairs', () => {
  it('lists the fairs published now, up to the end of the publish end day (UTC)', async () => {
    const fairs = publishedFairsOf(
      aFair().withIdCode('HAB27').published('2026-06-01', '2027-06-30'),
      aFair().withIdCode('OLD26').published('2025-06-01', '2026-06-30'),
      aFair().withIdCode('NEW28').published('2027-07-01', '2028-06-30'),
    );
    expect(ids(await fairs.list(new Date('2026-06-30T23:59:59Z')))).toEqual(['HAB27', 'OLD26']);
    expect(ids(await fairs.list(new Date('2026-07-01T00:00:00Z')))).toEqual(['HAB27']);
    expect(ids(await fairs.list(new Date('2027-07-01T00:00:00Z')))).toEqual(['NEW28']);
  });

  it('says whether a fair still takes new registrations: closed on the deadline day itself', async () => {
    const fairs = publishedFairsOf(aFair().withIdCode('HAB27').withRegistrationDeadline('2027-01-31'));
    const [before] = await fairs.list(new Date('2027-01-30T23:00:00Z'));
    const [onTheDay] = await fairs.list(new Date('2027-01-31T08:00:00Z'));
    expect(before.openForRegistration).toBe(true);
    expect(onTheDay.openForRegistration).toBe(false);
  });

  // spec: exhibitor-area §3 Fair (texts per language; a blank language shows the German one)
  it('shows the fair’s texts in every language, German where one is blank, and its series', async () => {
    const fairs = publishedFairsOf(
      aFair()
        .inSeries('R-HAB', 'Holz und Bau')
        .withRegistrationUrls({ de: 'https://hab.example/de', fr: '', en: 'https://hab.example/en' }),
    );
    const [view] = await fairs.list(new Date('2026-12-01T10:00:00Z'));
    expect(view.defaultRegistrationUrl).toEqual({
      de: 'https://hab.example/de',
      fr: 'https://hab.example/de',
      en: 'https://hab.example/en',
    });
    expect(view.series).toEqual({ reiheId: 'R-HAB', titel: 'Holz und Bau' });
    expect(view.teamEmail).toBe('team@hab.example');
  });
});
