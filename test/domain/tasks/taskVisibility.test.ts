import { describe, it, expect } from '@jest/globals';
import { isInfoTextShown, isNotificationSwitchOffered, visibleInfoTexts } from '../../../domain/index.ts';
import { aTask } from './taskMothers.ts';

const text = (de: string) => ({ de, fr: de, en: de });

// spec: exhibitor-area §5 info texts show only within their publish window
describe('info texts on edge days', () => {
  const window = { start: '2026-03-01', end: '2026-03-29' };

  it('show on the last publish day until 23:59:59.999 UTC and not from the next UTC midnight', () => {
    expect(isInfoTextShown({ publish: window }, new Date('2026-03-29T23:59:59.999Z'))).toBe(true);
    expect(isInfoTextShown({ publish: window }, new Date('2026-03-30T00:00:00.000Z'))).toBe(false);
  });

  it('show from UTC midnight of the first day (the DST change day in Europe is an ordinary UTC day)', () => {
    expect(
      isInfoTextShown({ publish: { start: '2026-03-29', end: '2026-03-29' } }, new Date('2026-03-29T00:00:00.000Z')),
    ).toBe(true);
    expect(isInfoTextShown({ publish: { start: '2026-03-29' } }, new Date('2026-03-28T23:59:59.999Z'))).toBe(false);
  });

  it('a window ending in year 9999 is open now', () => {
    expect(
      isInfoTextShown({ publish: { start: '2020-01-01', end: '9999-12-31' } }, new Date('2026-06-01T00:00:00Z')),
    ).toBe(true);
  });

  it('keeps only the texts inside their window, in their order', () => {
    const task = aTask({
      infoTexts: [
        { text: text('always') },
        { text: text('past'), publish: { start: '2025-01-01', end: '2025-12-31' } },
        { text: text('now'), publish: { start: '2026-01-01', end: '2026-12-31' } },
      ],
    });
    expect(visibleInfoTexts(task, new Date('2026-06-01T00:00:00Z')).map((info) => info.text.de)).toEqual([
      'always',
      'now',
    ]);
  });
});

// spec: exhibitor-area §5 notification switch
describe('notification switch', () => {
  it('stays offered for a task shown done only because its notification is off, so it can be switched back on', () => {
    expect(isNotificationSwitchOffered(aTask({ required: false }), 'done', false)).toBe(true);
  });

  it('is not offered for a completed, a required or an overdue task; an optional insurance task gets it whatever its state', () => {
    expect(isNotificationSwitchOffered(aTask({ required: false }), 'done', true)).toBe(false);
    expect(isNotificationSwitchOffered(aTask({ required: true }), 'pendent', false)).toBe(false);
    expect(isNotificationSwitchOffered(aTask({ required: false }), 'overdue', false)).toBe(false);
    expect(isNotificationSwitchOffered(aTask({ required: false, serviceGroup: 'VERS' }), 'overdue', false)).toBe(true);
  });
});
