// spec: exhibitor-area §1 (de, fr, en), §8 error catalogue texts
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

type Resource = { [key: string]: string | Resource | Resource[] | string[] };

const webSource = path.resolve(import.meta.dirname, '../../web/src');

/** Every folder of translations: the shared one (web/src/i18n) and each page's own (exhibitor/<page>/i18n). */
const folders = readdirSync(webSource, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name === 'i18n')
  .map((entry) => path.join(entry.parentPath, entry.name));

function loadFrom(folder: string, language: string): Resource {
  return JSON.parse(readFileSync(path.join(folder, `${language}.json`), 'utf8')) as Resource;
}

function load(language: string): Resource {
  return Object.assign({}, ...folders.map((folder) => loadFrom(folder, language))) as Resource;
}

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function textAt(resource: Resource, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], resource);
}

const resources = { de: load('de'), fr: load('fr'), en: load('en') };

describe('translation resources', () => {
  it('are found in the shared folder and beside the pages', () => {
    expect(folders.map((folder) => path.relative(webSource, folder))).toEqual(
      expect.arrayContaining(['i18n', 'exhibitor/fair/i18n']),
    );
  });

  it('define each top-level key in one folder only', () => {
    const owners = folders.flatMap((folder) =>
      Object.keys(loadFrom(folder, 'de')).map((key) => `${key} in ${path.relative(webSource, folder)}`),
    );
    const keys = owners.map((owner) => owner.split(' in ')[0]);
    expect(owners.filter((_owner, index) => keys.indexOf(keys[index]) !== index)).toEqual([]);
  });

  it.each(
    folders.flatMap((folder) =>
      (['fr', 'en'] as const).map((language) => [path.relative(webSource, folder), language] as const),
    ),
  )('%s: %s has exactly the keys of de', (folder, language) => {
    const absolute = path.join(webSource, folder);
    expect(keysOf(loadFrom(absolute, language)).sort()).toEqual(keysOf(loadFrom(absolute, 'de')).sort());
  });

  it.each(['fr', 'en'] as const)('%s has exactly the keys of de', (language) => {
    expect(keysOf(resources[language]).sort()).toEqual(keysOf(resources.de).sort());
  });

  it.each(Object.entries(resources))('%s has no empty text', (_language, resource) => {
    const empty = keysOf(resource).filter((key) => String(textAt(resource, key)).trim() === '');
    expect(empty).toEqual([]);
  });

  it('uses the exact English texts of the error catalogue', () => {
    expect(textAt(resources.en, 'errors.apiError')).toBe(
      'We are currently experiencing a technical fault and cannot display any booth data. Please try again later.',
    );
    expect(textAt(resources.en, 'errors.boothNotFound')).toBe(
      'The requested booth cannot be shown. Either you do not have permission or the booth does not exist.',
    );
  });

  it('keeps the same interpolation placeholders in every language', () => {
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
    for (const key of keysOf(resources.de)) {
      expect({ key, fr: placeholders(textAt(resources.fr, key)) }).toEqual({
        key,
        fr: placeholders(textAt(resources.de, key)),
      });
      expect({ key, en: placeholders(textAt(resources.en, key)) }).toEqual({
        key,
        en: placeholders(textAt(resources.de, key)),
      });
    }
  });

  it('states the retention periods of the data protection policy (spec §9)', () => {
    for (const resource of Object.values(resources)) {
      const policy = JSON.stringify(textAt(resource, 'dataProtection.sections'));
      expect(policy).toMatch(/30 (Tagen|jours|days)/);
      expect(policy).toMatch(/12 (Monaten|mois|months)/);
    }
  });
});
