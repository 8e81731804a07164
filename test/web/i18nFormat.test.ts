import { describe, expect, it, jest } from '@jest/globals';
import { formatDate, formatDateRange, formatNumericDate, prepareDateFormats } from '../../web/src/i18n/format.ts';

// spec: exhibitor-area §1 (de, fr, en): dates in the user's language
describe('prepareDateFormats', () => {
  it('builds the language’s date formats beforehand, so the first dates shown build none', () => {
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    prepareDateFormats('en');
    const beforehand = built.mock.calls.length;
    expect(beforehand).toBeGreaterThan(0);
    expect(formatDateRange({ start: '2026-12-02', end: '2026-12-05' }, 'en')).toMatch(/^December 2\s*–\s*5, 2026$/);
    expect(formatDate('2026-12-02', 'en')).toBe('December 2, 2026');
    expect(formatNumericDate('2026-12-04', 'en')).toBe('12/04/2026');
    expect(built.mock.calls.length).toBe(beforehand);
    built.mockRestore();
  });

  it('gives the same dates as without it, in every language', () => {
    for (const language of ['de', 'fr'] as const) {
      const range = formatDateRange({ start: '2026-12-02', end: '2026-12-05' }, language);
      const numeric = formatNumericDate('2026-12-04', language);
      prepareDateFormats(language);
      expect(formatDateRange({ start: '2026-12-02', end: '2026-12-05' }, language)).toBe(range);
      expect(formatNumericDate('2026-12-04', language)).toBe(numeric);
    }
    expect(formatDateRange({ start: '2026-12-02', end: '2026-12-05' }, 'de')).toBe('2.–5. Dezember 2026');
  });
});
