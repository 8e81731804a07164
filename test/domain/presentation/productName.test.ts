import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { deadlineCalendar } from '../../../application/exhibitor/TaskCalendar.ts';
import { digestMail } from '../../../application/exhibitor/DigestMail.ts';
import { calendarProductId, LANGUAGES, PRODUCT_NAME } from '../../../domain/index.ts';
import { sharedTexts } from '../../../web/src/i18n/resources.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The other names the product went by before it had one. */
const OTHER_NAMES = [
  /Ausstellerportal/,
  /portail exposants/i,
  /exhibitor portal/i,
  /Online[- ]Service[- ]?Cent(er|re)/i,
  /(?<!Exhibitor )Service Centre\b/,
];

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(ROOT, folder), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx|json|html)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

// spec: exhibitor-area §1 (the product, in de, fr and en); admin-back-office (an online service centre for exhibitors)
describe('the product name', () => {
  it('is the one of PRODUCT_NAME in the UI title, the digest, the calendar name and its PRODID', async () => {
    for (const language of LANGUAGES) {
      expect((await sharedTexts(language))['app']).toMatchObject({ title: PRODUCT_NAME[language] });
      const calendar = deadlineCalendar([], language, 'portal.example.ch', 'https://portal.example.ch');
      expect(calendar.name).toContain(PRODUCT_NAME[language]);
      const mail = digestMail({
        to: 'anna@example.ch',
        name: 'Anna Muster',
        language,
        deadlines: [],
        publicUrl: 'https://portal.example.ch',
        unsubscribeUrl: 'https://portal.example.ch/api/digest/unsubscribe?token=a.b',
      });
      expect(mail.text).toContain(PRODUCT_NAME[language]);
    }
    expect(calendarProductId('portal.example.ch', 'fr')).toBe('-//portal.example.ch//Exhibitor Service Centre//FR');
  });

  it('is not called by another name anywhere in the UI, the mails or the calendars', async () => {
    const files = (await Promise.all(['application', 'adapters', 'web/src', 'domain'].map(sourceFiles))).flat();
    const found: string[] = [];
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      for (const name of OTHER_NAMES) if (name.test(text)) found.push(`${path.relative(ROOT, file)}: ${name.source}`);
    }
    expect(found).toEqual([]);
  });
});
