// One rule for a booth not booked yet (domain isBoothBooked): an OP renewal offer is treated as new, so every view
// of the user's booths leaves it without tasks: Home's progress (read off the deadlines), the deadlines list, the
// weekly digest, the calendar subscription and its booth page (tasks and costs disabled).
import { beforeAll, describe, expect, it } from '@jest/globals';
import { deadlineCalendar } from '../../../application/exhibitor/TaskCalendar.ts';
import { digestMail } from '../../../application/exhibitor/DigestMail.ts';
import { demoApplication, type DemoApplication } from '../../support/demoApplication.ts';
import { buildDemoCatalogue } from '../../support/demo.ts';

const now = new Date('2026-11-23T06:00:00Z');
const catalogue = buildDemoCatalogue(now);

let app: DemoApplication;
beforeAll(async () => {
  app = await demoApplication(catalogue);
});

// spec: exhibitor-area §4 Booth status OP ("shown as a renewal card ... treated as new"), §2 Fair page (tasks and
// costs disabled for a new booth)
describe('a booth not booked yet (OP renewal offer)', () => {
  it('has no deadline, progress, digest line or calendar entry, and its page disables tasks and costs', async () => {
    const anna = app.users.find((user) => user.email === 'aussteller@demo.test')!;
    const home = await app.home.homeFor(anna, now);
    const offers = home.activeBooths.filter((booth) => booth.status === 'OP');
    const booked = home.activeBooths.filter((booth) => booth.status !== 'OP');
    expect(offers.map((booth) => booth.regiNr)).toContain('100102');
    expect(booked.length).toBeGreaterThan(0);

    const view = await app.deadlines.deadlinesFor(anna, 'de', now);
    const offerIds = new Set(offers.map((booth) => booth.regiNr));
    expect(view.deadlines.filter((deadline) => offerIds.has(deadline.booth.regiNr))).toEqual([]);
    expect(view.booths.filter((booth) => offerIds.has(booth.regiNr))).toEqual([]);
    // The booked booths keep theirs: the rule leaves out only what is not booked.
    expect(view.booths.map((booth) => booth.regiNr)).toEqual(expect.arrayContaining(booked.map((b) => b.regiNr)));
    expect(view.deadlines.length).toBeGreaterThan(0);

    const calendar = deadlineCalendar(view.deadlines, 'de', 'portal.example.ch', 'https://portal.example.ch');
    for (const entry of calendar.entries) expect(entry.uid).not.toMatch(/\.100102@/);
    const mail = digestMail({
      to: anna.email,
      name: 'Frau Muster',
      language: 'de',
      deadlines: view.deadlines,
      publicUrl: 'https://portal.example.ch',
      unsubscribeUrl: 'https://portal.example.ch/api/digest/unsubscribe?token=t',
    });
    expect(mail.text).not.toContain('/100102#');

    for (const offer of offers) {
      const page = await app.boothPage.pageFor(anna, offer.regiNr, 'de', now);
      if (!page.ok) throw new Error(`no page for ${offer.regiNr}`);
      expect([...page.view.tabs.disabled].sort()).toEqual(['costs', 'tasks']);
      expect(page.view.taskGroups).toEqual([]);
      expect(page.view.tabs.initial).toBe('info');
    }
  });
});
