// spec: exhibitor-area §2 (/oidc-callback moves the user on to the stored target) and §5 (links starting
// with a single slash stay in the portal): the stored target must never lead to another site.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { safeReturnTo } from '../../../adapters/shared/ReturnTo.ts';

const portal = 'https://portal.example';
const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
const portalPath = fc
  .tuple(fc.array(segment, { maxLength: 4 }), fc.option(segment, { nil: undefined }))
  .map(([segments, query]) => `/${segments.join('/')}${query === undefined ? '' : `?tab=${query}`}`);

describe('safeReturnTo', () => {
  it('whatever it is given, answers a path that starts with exactly one slash', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((rest) => `/${rest}`),
        ),
        (input) => {
          const result = safeReturnTo(input);
          expect(result.startsWith('/')).toBe(true);
          expect(/^\/[/\\]/.test(result)).toBe(false);
        },
      ),
    );
  });

  it('whatever it is given, the browser resolves the answer to a page of the portal itself', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((rest) => `/${rest}`),
          fc.webUrl(),
        ),
        (input) => {
          expect(new URL(safeReturnTo(input), portal).origin).toBe(portal);
        },
      ),
    );
  });

  it('keeps a plain path of the portal as it is', () => {
    fc.assert(
      fc.property(portalPath, (path) => {
        expect(safeReturnTo(path)).toBe(path);
      }),
    );
  });

  it('sends any absolute or protocol-relative address home', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        expect(safeReturnTo(url)).toBe('/');
        expect(safeReturnTo(url.replace(/^https?:/, ''))).toBe('/');
      }),
    );
  });

  it('gives the same answer when applied twice', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((rest) => `/${rest}`),
        ),
        (input) => {
          expect(safeReturnTo(safeReturnTo(input))).toBe(safeReturnTo(input));
        },
      ),
    );
  });

  it.each([
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['/.//evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['https://evil.example'],
    ['fair/EXPO25'],
    [''],
    ['/%2F%2Fevil.example'],
    ['/%2f%2fevil.example/fair#tab-costs'],
    ['/%5C%5Cevil.example'],
    ['/%2F%5Cevil.example'],
    ['%2F%2Fevil.example'],
    ['/\\evil.example/#task-x'],
    ['JAVASCRIPT:alert(1)'],
    [' /fair/EXPO25'],
  ])('sends %j home', (input) => {
    expect(safeReturnTo(input)).toBe('/');
  });

  it('sends a target that is not text home', () => {
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo(['/fair'])).toBe('/');
  });

  it('keeps query and fragment of a portal path', () => {
    expect(safeReturnTo('/fair/EXPO25/4711?_fs=12#tab-tasks')).toBe('/fair/EXPO25/4711?_fs=12#tab-tasks');
    expect(safeReturnTo('/fair/HAB26/200101#task-hab26-task-werb')).toBe('/fair/HAB26/200101#task-hab26-task-werb');
  });

  it('keeps the fragment of any portal path it keeps, whatever the fragment says', () => {
    fc.assert(
      fc.property(portalPath, fc.string(), (path, fragment) => {
        const kept = new URL(safeReturnTo(`${path}#${fragment}`), portal);
        expect(kept.pathname + kept.search).toBe(path);
        expect(kept.hash).toBe(new URL(`#${fragment}`, portal).hash);
      }),
    );
  });

  it('sends home any path whose once-decoded form leads to another host', () => {
    fc.assert(
      fc.property(fc.constantFrom('%2F', '%2f', '%5C', '%5c'), fc.domain(), (slash, host) => {
        expect(safeReturnTo(`/${slash}${host}`)).toBe('/');
      }),
    );
  });
});
