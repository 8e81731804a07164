import { describe, expect, it } from '@jest/globals';
import { buildDemoCatalogue, demoUsers, type DemoCatalogue } from '../../../adapters/demo/catalogue.ts';
import { toBookedBooth } from '../../../adapters/rubin/rubinMapping.ts';
import { activeBooths } from '../../../domain/exhibitor/boothList.ts';
import { pastFairSeries } from '../../../domain/exhibitor/pastFairs.ts';
import type { FairWithBooths } from '../../../domain/exhibitor/types.ts';
import { taskDisplayState } from '../../../domain/tasks/taskDisplayState.ts';
import { SERVICE_GROUPS } from '../../../domain/tasks/types.ts';

// The demo data is a contract: tests outside the project rely on these users and on
// what they see. The checks go through the domain rules, so they hold for the home page as it is built.

const TODAY = new Date('2026-06-15T09:00:00Z');
const catalogue = buildDemoCatalogue(TODAY);

function fairsWithBooths(data: DemoCatalogue, email: string): FairWithBooths[] {
  return data.fairs.map((fair) => ({
    fair,
    booths: data.registrations
      .filter((registration) => registration.email === email && registration.booth.messeIdCode === fair.idCode)
      .map((registration) => toBookedBooth(registration.booth)),
  }));
}

describe('demo users', () => {
  it('are the seven contract users with their roles and languages, all with password demo', () => {
    expect(demoUsers.map(({ email, groups, locale }) => ({ email, groups: [...groups].sort(), locale }))).toEqual([
      { email: 'aussteller@demo.test', groups: ['AUSSTELLER'], locale: 'de' },
      { email: 'haendler@demo.test', groups: ['AUSSTELLER', 'VERTRAGSHAENDLER'], locale: 'fr' },
      { email: 'mitaussteller@demo.test', groups: ['MITAUSSTELLER'], locale: 'en' },
      { email: 'neu@demo.test', groups: [], locale: 'de' },
      { email: 'manager@demo.test', groups: ['AUSSTELLER', 'ONESHOP_MANAGER'], locale: 'de' },
      // A colleague without booths of his own, member of one of Anna's (team access).
      { email: 'team@demo.test', groups: ['AUSSTELLER'], locale: 'en' },
      // A second manager, without booths, for two colleagues in the back office.
      { email: 'managerin@demo.test', groups: ['ONESHOP_MANAGER'], locale: 'de' },
    ]);
    expect(demoUsers[0]).toMatchObject({ givenName: 'Anna', familyName: 'Muster' });
    expect(new Set(demoUsers.map((user) => user.sub)).size).toBe(demoUsers.length);
  });
});

describe('aussteller@demo.test', () => {
  const active = activeBooths(fairsWithBooths(catalogue, 'aussteller@demo.test'), TODAY);

  // spec: exhibitor-area §2 Home, §4 booth status OP, §5 active booth list
  it('has at least 7 active booths across at least 3 current fairs, covering every booth status', () => {
    expect(active.length).toBeGreaterThanOrEqual(7);
    expect(new Set(active.map(({ fair }) => fair.idCode)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(active.map(({ booth }) => booth.status))).toEqual(
      new Set(['OP', 'OFFEN', 'BESTELLT', 'IN_PRUEFUNG', 'BESTAETIGT', 'ZU']),
    );
  });

  it('has a booth with basket items and a confirmed booth without insurance on file', () => {
    const regiNrs = new Set(active.map(({ booth }) => booth.regiNr));
    const own = catalogue.registrations.filter((registration) => regiNrs.has(registration.booth.standanmeldungId));
    expect(own.some((registration) => registration.booth.hatWarenkorbPositionen)).toBe(true);
    expect(
      own.some((registration) => registration.booth.status === 'BESTAETIGT' && !registration.insuranceOnFile),
    ).toBe(true);
    const insured = new Set(catalogue.insurances.map((insurance) => insurance.booth_id));
    expect(
      own.every((registration) => registration.insuranceOnFile === insured.has(registration.booth.standanmeldungId)),
    ).toBe(true);
  });

  // spec: exhibitor-area §5 past fairs grouped by series
  it('has at least 4 past fair series, whose booths carry documents of every type', () => {
    const series = pastFairSeries(fairsWithBooths(catalogue, 'aussteller@demo.test'), TODAY);
    expect(series.length).toBeGreaterThanOrEqual(4);
    const types = new Set(
      series.flatMap(({ booths }) =>
        booths.flatMap((booth) => (catalogue.documents[booth.regiNr] ?? []).map((document) => document.typ)),
      ),
    );
    expect(types).toEqual(new Set(['HPLAN', 'STSKIZZE', 'BKOP', 'STANGEBT']));
  });

  it('has unread notifications', () => {
    expect(
      catalogue.notifications.some(
        (notification) => notification.email === 'aussteller@demo.test' && notification.unread,
      ),
    ).toBe(true);
  });
});

describe('the other demo users', () => {
  it('give the dealer dealer booths, the co-exhibitor co-exhibitor booths, the manager a booth and the new member none', () => {
    const typesOf = (email: string) =>
      new Set(activeBooths(fairsWithBooths(catalogue, email), TODAY).map(({ booth }) => booth.ausstellerTyp));
    expect(typesOf('haendler@demo.test')).toEqual(new Set(['VERTRAGSHAENDLER']));
    expect(typesOf('mitaussteller@demo.test')).toEqual(new Set(['MITAUSSTELLER']));
    expect(typesOf('manager@demo.test').size).toBe(1);
    expect(catalogue.registrations.filter((registration) => registration.email === 'neu@demo.test')).toEqual([]);
  });
});

describe('demo fairs and tasks', () => {
  const currentFairs = catalogue.fairs.filter((fair) => fair.tasks.length > 0);

  // spec: exhibitor-area §3 Task group (service groups)
  it('give every current fair tasks in every service group it offers, each group headed by its task title', () => {
    for (const fair of currentFairs) {
      const tasks = fair.tasks.filter((task) => task.type === 'task');
      // Horse boxes only where horses come: the agricultural fair.
      const offered = SERVICE_GROUPS.filter((group) => group !== 'PFERD' || fair.series.reiheId === 'R-AGR');
      expect(new Set(tasks.map((task) => task.serviceGroup))).toEqual(new Set(offered));
      fair.tasks.forEach((task, index) => {
        if (task.type === 'task') expect(fair.tasks[index - 1]?.serviceGroup).toBe(task.serviceGroup);
      });
    }
  });

  // spec: exhibitor-area §4 task display state
  it('have tasks that are overdue, due soon, pendent, ahead and without period today', () => {
    const states = new Set(
      currentFairs[0].tasks.filter((task) => task.type === 'task').map((task) => taskDisplayState(task, false, TODAY)),
    );
    expect(states).toEqual(new Set(['overdue', 'due', 'pendent', 'inactive', 'unknown']));
  });

  it('move with the day they are built for', () => {
    const later = buildDemoCatalogue(new Date('2027-02-01T09:00:00Z'));
    const offset = (data: DemoCatalogue, index: number) =>
      (Date.parse(data.fairs[index].duration.start!) - Date.parse(data.today)) / 86_400_000;
    catalogue.fairs.forEach((_, index) => expect(offset(later, index)).toBe(offset(catalogue, index)));
  });

  it('carry the labels, logo, team and registration addresses a fair page shows', () => {
    const [fair] = currentFairs;
    expect(fair?.openLabel?.de).toBeTruthy();
    expect(fair?.logo?.de).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(fair?.teamEmail).toMatch(/@/);
    expect(fair?.defaultRegistrationUrl?.fr).toMatch(/^https:\/\//);
    expect(fair?.steps?.length).toBeGreaterThan(0);
  });
});
