import { describe, it, expect } from '@jest/globals';
import {
  disabledFairPageTabs,
  FAIR_PAGE_TABS,
  fairPageActions,
  initialFairPageTab,
  isNewBoothRoute,
  NEW_BOOTH,
} from '../../../domain/exhibitor/index.ts';
import { aBooth, aFair } from './exhibitorMothers.ts';

describe('fair page examples', () => {
  // spec: exhibitor-area §2 fair page: a new booth opens on info
  it('opens a new booth on the info tab', () => {
    expect(isNewBoothRoute('new')).toBe(true);
    expect(isNewBoothRoute('1000')).toBe(false);
    expect(initialFairPageTab(NEW_BOOTH)).toBe('info');
    expect(disabledFairPageTabs(NEW_BOOTH)).toEqual(['tasks', 'costs']);
  });

  // spec: exhibitor-area §2 fair page: initial tab of existing booths; OP is "otherwise"
  it.each([
    ['BESTELLT', 'statusflow'],
    ['IN_PRUEFUNG', 'statusflow'],
    ['OFFEN', 'statusflow'],
    [undefined, 'statusflow'],
    [null, 'statusflow'],
    ['BESTAETIGT', 'tasks'],
    ['ZU', 'tasks'],
    ['OP', 'info'],
    ['STORNIERT', 'info'],
  ])('status %p opens on %p', (status, tab) => {
    expect(initialFairPageTab(aBooth({ status }))).toBe(tab);
  });

  it('has the five tabs in display order', () => {
    expect(FAIR_PAGE_TABS).toEqual(['statusflow', 'tasks', 'costs', 'info', 'contact']);
  });

  // spec: exhibitor-area §2 fair page actions on the deadline day
  it('shows the registration buttons until the deadline day starts (UTC) and hides them from then on', () => {
    const fair = aFair({ registrationDeadline: '2026-03-31' });
    const before = fairPageActions({ fair, booth: NEW_BOOTH, now: new Date('2026-03-30T23:59:59.999Z') });
    expect(before.newBoothRegistration && before.gastroRegistration).toBe(true);
    const midnight = fairPageActions({ fair, booth: NEW_BOOTH, now: new Date('2026-03-31T00:00:00.000Z') });
    expect(midnight.newBoothRegistration).toBe(true);
    const onDeadlineDay = fairPageActions({ fair, booth: NEW_BOOTH, now: new Date('2026-03-31T09:00:00Z') });
    expect(onDeadlineDay).toEqual({
      newBoothRegistration: false,
      gastroRegistration: false,
      addCoExhibitor: false,
      completeOrderBanner: false,
    });
  });

  // spec: exhibitor-area §2 fair page actions: co-exhibitor and the complete-the-order banner
  it('offers add co-exhibitor and the order banner for an existing booth only', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    const fair = aFair();
    const booth = aBooth({ hatWarenkorbPositionen: true });
    expect(fairPageActions({ fair, booth, registrationLink: 'https://x.example/a', now })).toMatchObject({
      addCoExhibitor: true,
      completeOrderBanner: true,
    });
    expect(fairPageActions({ fair, booth: aBooth(), registrationLink: null, now })).toMatchObject({
      addCoExhibitor: false,
      completeOrderBanner: false,
    });
    expect(
      fairPageActions({ fair, booth: NEW_BOOTH, registrationLink: 'https://x.example/a', now }).addCoExhibitor,
    ).toBe(false);
  });

  // spec: exhibitor-area §2 fair page actions: year 9999 deadline keeps registration open
  it('keeps registration open for a deadline in year 9999', () => {
    const actions = fairPageActions({
      fair: aFair({ registrationDeadline: '9999-12-31' }),
      booth: NEW_BOOTH,
      now: new Date('9999-12-30T23:59:59Z'),
    });
    expect(actions.newBoothRegistration).toBe(true);
  });
});
