import { describe, it, expect } from '@jest/globals';
import { deepLinkTarget, insuranceRoute, linkWindow, taskLink, withDeepLinkParameters } from '../../../domain/index.ts';
import { aBoardContext, aTask } from './taskMothers.ts';

const params = { language: 'fr' as const, regiNr: '4711', serviceGroup: 'PARKPL' as const };

// spec: exhibitor-area §5 links
describe('links', () => {
  it('same window only for a path of this product', () => {
    expect(linkWindow('/fair/BAU26/4711')).toBe('same');
    expect(linkWindow('//cdn.example.com/x')).toBe('new');
    expect(linkWindow('https://shop.example.com')).toBe('new');
    expect(linkWindow('mailto:team@example.com')).toBe('new');
  });

  it('adds language, regi-nr and service-group to an address that has a query and a fragment', () => {
    expect(withDeepLinkParameters('https://shop.example.com/p?lang=de&language=xx#top', params)).toBe(
      'https://shop.example.com/p?lang=de&language=fr&regi-nr=4711&service-group=PARKPL#top',
    );
  });

  it('keeps relative and protocol-relative addresses so; leaves a non-address unchanged', () => {
    expect(withDeepLinkParameters('/shop/parking?x=1', params)).toBe(
      '/shop/parking?x=1&language=fr&regi-nr=4711&service-group=PARKPL',
    );
    expect(withDeepLinkParameters('//shop.example.com/p', params)).toBe(
      '//shop.example.com/p?language=fr&regi-nr=4711&service-group=PARKPL',
    );
    expect(withDeepLinkParameters('http://[broken', params)).toBe('http://[broken');
  });

  it('the Insurance route encodes its parts', () => {
    expect(insuranceRoute('BAU 26', '47/11')).toBe('/fair/BAU%2026/47%2F11/insurance');
  });

  it('finds the target by mode: manual url, catalogue and file-upload shop links, service shop else url', () => {
    const context = aBoardContext({
      shopLinks: [
        { ziel: 'KATALOG', href: 'https://shop.example.com/katalog' },
        { ziel: 'FILEUPLOAD', href: ' https://shop.example.com/upload ' },
      ],
      serviceShopLinks: { PARKPL: 'https://shop.example.com/parking' },
    });
    expect(deepLinkTarget(aTask({ deeplinkmode: 'manual', url: '/x' }), context)).toBe('/x');
    expect(deepLinkTarget(aTask({ deeplinkmode: 'katalog' }), context)).toBe('https://shop.example.com/katalog');
    expect(deepLinkTarget(aTask({ deeplinkmode: 'fileupload' }), context)).toBe('https://shop.example.com/upload');
    expect(
      deepLinkTarget(aTask({ deeplinkmode: 'servicegroup', serviceGroup: 'PARKPL', url: '/fallback' }), context),
    ).toBe('https://shop.example.com/parking');
    expect(
      deepLinkTarget(aTask({ deeplinkmode: 'servicegroup', serviceGroup: 'LOGIST', url: '/fallback' }), context),
    ).toBe('/fallback');
    expect(deepLinkTarget(aTask({ deeplinkmode: 'katalog' }), aBoardContext())).toBeUndefined();
  });

  it('a task without target has no link; without a window flag the single-slash rule decides', () => {
    expect(taskLink(aTask({ deeplinkmode: 'manual', url: ' ' }), aBoardContext())).toBeUndefined();
    const local = taskLink(aTask({ deeplinkmode: 'manual', url: '/cart' }), aBoardContext({ language: 'en' }));
    expect(local).toEqual({
      kind: 'deeplink',
      href: '/cart?language=en&regi-nr=4711&service-group=VERZ',
      window: 'same',
    });
    expect(taskLink(aTask({ deeplinkmode: 'manual', url: 'https://x.example' }), aBoardContext())?.window).toBe('new');
  });
});
