import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { safeHtml } from '../../../adapters/shared/safeHtml.ts';

// Rich text is sanitised where a request brings it and again where a repository stores it (and the stored rows by a
// migration that rewrites a row only when sanitising changes it): sanitised HTML must come out of it unchanged.

const fragments = fc.constantFrom(
  '<p>',
  '</p>',
  '<b>',
  '</b>',
  '<a href="https://ok.test">',
  '<a href="javascript:alert(1)">',
  '<a target="_top">',
  '<a>',
  '</a>',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<span style="color:red">',
  '</span>',
  '&amp;',
  '&',
  '<',
  '<A',
  '>',
  '"',
  'Halle 2 ',
  'é',
);
const html = fc
  .array(fc.oneof(fragments, fc.string({ maxLength: 5 })), { maxLength: 20 })
  .map((parts) => parts.join(''));

describe('safeHtml', () => {
  it('changes nothing in HTML it has sanitised', () => {
    fc.assert(
      fc.property(html, (text) => {
        const once = safeHtml(text);
        expect(safeHtml(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it('reads a tag name that swallows a paragraph the same the second time', () => {
    const once = safeHtml('<p><A<p><p>');
    expect(safeHtml(once)).toBe(once);
  });

  it('keeps rel and target on a link whose address it dropped, the second time as the first', () => {
    const once = safeHtml('<p>Hallo <a href="javascript:alert(1)">x</a></p>');
    expect(once).toBe('<p>Hallo <a rel="noopener noreferrer" target="_blank">x</a></p>');
    expect(safeHtml(once)).toBe(once);
  });
});
