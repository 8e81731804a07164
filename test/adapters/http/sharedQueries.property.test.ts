import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import Koa from 'koa';
import { shareParsedQueries } from '../../../adapters/http/sharedQueries.ts';

// The portal's requests share their parsed query strings: each must read exactly what Koa would have parsed.

const koa = new Koa();
const shared = new Koa();
shareParsedQueries(shared);

const contextOf = (app: Koa, url: string) =>
  app.createContext({ url, headers: {}, socket: {} } as IncomingMessage, {} as ServerResponse);

const piece = fc.oneof(
  fc.constantFrom('language', 'fair', 'a', 'b', '__proto__', 'constructor', '', '%20', '%C3%A4', '+', '%', '&', '='),
  fc.string({ maxLength: 6 }),
);
const queryString = fc
  .array(fc.tuple(piece, fc.option(piece, { nil: undefined })), { maxLength: 6 })
  .map((pairs) => pairs.map(([name, value]) => (value === undefined ? name : `${name}=${value}`)).join('&'));

describe('shared parsed query strings', () => {
  it('read as Koa parses them, the first time and again', () => {
    fc.assert(
      fc.property(queryString, fc.boolean(), (text, long) => {
        const url = `/api/x?${text}${long ? `&pad=${'p'.repeat(300)}` : ''}`;
        const expected = { ...contextOf(koa, url).query };
        for (let time = 0; time < 2; time += 1) {
          const query = contextOf(shared, url).query;
          expect({ ...query }).toEqual(expected);
          expect(Object.keys(query)).toEqual(Object.keys(expected));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('cannot be changed by one request for another, and setting ctx.query sets the query string as in Koa', () => {
    const first = contextOf(shared, '/api/x?language=de&fair=A&fair=B');
    expect(() => {
      (first.query as Record<string, unknown>).language = 'fr';
    }).toThrow(/read only|not extensible/);
    expect(() => (first.query.fair as string[]).push('C')).toThrow(/read only|not extensible/);
    expect(contextOf(shared, '/api/x?language=de&fair=A&fair=B').query).toEqual({ language: 'de', fair: ['A', 'B'] });

    first.query = { language: 'en' };
    expect([first.querystring, first.query]).toEqual(['language=en', { language: 'en' }]);
    expect(contextOf(shared, '/api/x').query).toEqual({});
  });
});
