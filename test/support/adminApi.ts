import { expect } from '@jest/globals';
import type { LooseJson } from './json.ts';
import type { RowChanges } from './rowChanges.ts';
import { expectDescribed, type TestPortal } from './testPortal.ts';

export type { Json } from './json.ts';

export interface AdminApi {
  /** A request as `email` (CSRF added), its answer checked against openapi.yaml. */
  call(email: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: LooseJson }>;
  /** A request without a session or token, its answer checked against openapi.yaml; answers the status. */
  anonymous(method: string, path: string, body?: unknown): Promise<number>;
  /** Expects `run` to write no row anywhere (row triggers count every insert, update and delete). */
  expectNothingWritten(run: () => Promise<void>): Promise<void>;
  /** Expects a 422 with the German `message` at `/body/<field>`, and nothing written. */
  expect422(email: string, method: string, path: string, body: unknown, field: string, message: string): Promise<void>;
}

/** The calls the admin API tests make against a test portal, with the row counter of its database. */
export function adminApi(portal: TestPortal, rows: RowChanges): AdminApi {
  const call = async (email: string, method: string, path: string, body?: unknown) => {
    const response = await portal.send(email, method, path, body);
    return { status: response.status, body: (await expectDescribed(method, path, response)) as LooseJson };
  };
  const expectNothingWritten = async (run: () => Promise<void>) => {
    const before = await rows.byTable();
    await run();
    expect(await rows.byTable()).toEqual(before);
  };
  return {
    call,
    expectNothingWritten,
    anonymous: async (method, path, body) => {
      const response = await fetch(new URL(path, portal.url), {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      await expectDescribed(method, path, response);
      return response.status;
    },
    expect422: async (email, method, path, body, field, message) => {
      await expectNothingWritten(async () => {
        const answer = await call(email, method, path, body);
        expect([answer.status, answer.status === 422 ? undefined : answer.body]).toEqual([422, undefined]);
        expect(answer.body.errors).toEqual(
          expect.arrayContaining([expect.objectContaining({ field: `/body/${field}`, detail: message })]),
        );
      });
    },
  };
}
