import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import { linkWindow, loadsShopLinks, taskLink, withDeepLinkParameters } from '../../../domain/index.ts';
import { aBoardContext, aTask, serviceGroupArb, taskArb } from './taskMothers.ts';

const languageArb = fc.constantFrom('de' as const, 'fr' as const, 'en' as const);
const ownParameters = new Set(['language', 'regi-nr', 'service-group']);
const queryArb = fc.array(
  fc.tuple(fc.constantFrom('a', 'lang', 'page', 'x-y', 'language'), fc.string({ maxLength: 6 })),
  { maxLength: 4 },
);
const pathArb = fc
  .array(fc.constantFrom('shop', 'katalog', 'a b', 'ü'), { maxLength: 3 })
  .map((parts) => `/${parts.join('/')}`);

function withQuery(base: string, query: readonly (readonly [string, string])[]): string {
  const search = new URLSearchParams(query.map(([k, v]) => [k, v])).toString();
  return search === '' ? base : `${base}?${search}`;
}

// spec: exhibitor-area §5 links
describe('links (property)', () => {
  it('a link with a single leading slash opens in the same window, anything else in a new one', () => {
    fc.assert(
      fc.property(fc.string(), (rest) => {
        const expected = rest.startsWith('/') ? 'new' : 'same';
        expect(linkWindow(`/${rest}`)).toBe(expected);
      }),
    );
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        expect(linkWindow(url)).toBe('new');
      }),
    );
  });

  it('deep-link parameters are set and every other existing query parameter is kept, for absolute and relative targets', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('https://shop.example.com', 'http://localhost:8080', ''),
        pathArb,
        queryArb,
        languageArb,
        fc.string({ minLength: 1, maxLength: 8 }),
        serviceGroupArb,
        (origin, path, query, language, regiNr, serviceGroup) => {
          const target = withQuery(`${origin}${path}`, query);
          const result = withDeepLinkParameters(target, { language, regiNr, serviceGroup });
          const parsed = new URL(result, 'https://relative.test');
          expect(parsed.searchParams.get('language')).toBe(language);
          expect(parsed.searchParams.get('regi-nr')).toBe(regiNr);
          expect(parsed.searchParams.get('service-group')).toBe(serviceGroup);
          const kept = query.filter(([name]) => !ownParameters.has(name));
          for (const [name] of kept) {
            expect(parsed.searchParams.getAll(name)).toEqual(kept.filter(([n]) => n === name).map(([, v]) => v));
          }
          expect(parsed.pathname).toBe(new URL(target, 'https://relative.test').pathname);
          if (origin === '') expect(result.startsWith('/') && !result.startsWith('//')).toBe(true);
          else expect(parsed.origin).toBe(origin);
        },
      ),
    );
  });

  it('the insurance task links to the Insurance route of the booth in the same window, and loads no shop links', () => {
    fc.assert(
      fc.property(taskArb, fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (task, fairCode, regiNr) => {
        const insurance = { ...task, serviceGroup: 'VERS' as const };
        expect(taskLink(insurance, aBoardContext({ fairCode, regiNr }))).toEqual({
          kind: 'insurance',
          href: `/fair/${encodeURIComponent(fairCode)}/${encodeURIComponent(regiNr)}/insurance`,
          window: 'same',
        });
        expect(loadsShopLinks(insurance)).toBe(false);
      }),
    );
  });

  it('other deep links open as the task says: new window when manualdeeplinktargetblank, same window when not', () => {
    fc.assert(
      fc.property(
        serviceGroupArb.filter((g) => g !== 'VERS'),
        fc.boolean(),
        fc.constantFrom('https://x.example/a', '/local/page'),
        (serviceGroup, blank, url) => {
          const task = aTask({ serviceGroup, deeplinkmode: 'manual', url, manualdeeplinktargetblank: blank });
          const link = taskLink(task, aBoardContext())!;
          expect(link.kind).toBe('deeplink');
          expect(link.window).toBe(blank ? 'new' : 'same');
          expect(loadsShopLinks(task)).toBe(true);
        },
      ),
    );
  });
});
