import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  validateBoothService,
  validateFair,
  validateFairSeries,
  validateFairWallEntry,
  validateHeaderDefinition,
  validateTaskDefinition,
  validateTaskTitle,
  type ValidationResult,
} from '../../../../domain/admin/index.ts';
import { adminApi, type AdminApi, type Json } from '../../../support/adminApi.ts';
import { countRowChanges, type RowChanges } from '../../../support/rowChanges.ts';
import { startTestPortal, type TestPortal } from '../../../support/testPortal.ts';

// A manager opens any demo item in the back office and saves it unchanged. The item as the API reads it
// passes the domain validator the admin UI runs before sending (admin-back-office §5), and the server takes it back.

const MANAGER = 'manager@demo.test';

let portal: TestPortal;
let rows: RowChanges;
let api: AdminApi;

beforeAll(async () => {
  portal = await startTestPortal();
  rows = await countRowChanges(portal.portal.databaseUrl);
  api = adminApi(portal, rows);
});

afterAll(async () => {
  await rows?.close();
  await portal?.stop();
});

const AREAS: readonly {
  area: string;
  list: string;
  item: (id: string) => string;
  validate: (item: never) => ValidationResult;
  name: (item: Json) => string;
}[] = [
  {
    area: 'fairs',
    list: '/api/admin/fairs',
    item: (id) => `/api/fairs/${id}`,
    validate: validateFair,
    name: (item) => item.idCode,
  },
  {
    area: 'fair wall',
    list: '/api/fairwallentry',
    item: (id) => `/api/fairwallentry/${id}`,
    validate: validateFairWallEntry,
    name: (item) => item.displayName,
  },
  {
    area: 'process steps',
    list: '/api/taskdefinitions',
    item: (id) => `/api/taskdefinitions/${id}`,
    validate: validateTaskDefinition,
    name: (item) => item.displayNameDe,
  },
  {
    area: 'process groups',
    list: '/api/tasktitles',
    item: (id) => `/api/tasktitle/${id}`,
    validate: validateTaskTitle,
    name: (item) => item.titleDe,
  },
  {
    area: 'booth services',
    list: '/api/boothservices',
    item: (id) => `/api/boothservice/${id}`,
    validate: validateBoothService,
    name: (item) => item.title,
  },
  {
    area: 'fair series',
    list: '/api/fairseries',
    item: (id) => `/api/fairseries/${id}`,
    validate: validateFairSeries,
    name: (item) => item.titleDe,
  },
  {
    area: 'header definitions',
    list: '/api/headerdefinitions',
    item: (id) => `/api/headerdefinitions/${id}`,
    validate: validateHeaderDefinition,
    name: (item) => item.displayNameDe,
  },
];

describe('every demo item can be saved unchanged', () => {
  for (const { area, list, item, validate, name } of AREAS) {
    // spec: admin-back-office §5 (the shared validator), §4 create versus update by _id
    it(`${area}: each passes the §5 rules as read and is taken back (200)`, async () => {
      const listed = await api.call(MANAGER, 'GET', list);
      expect(listed.status).toBe(200);
      expect((listed.body as Json[]).length).toBeGreaterThan(0);
      for (const summary of listed.body as Json[]) {
        const read = await api.call(MANAGER, 'GET', item(summary._id));
        expect(read.status).toBe(200);
        expect([name(read.body), validate(read.body as never)]).toEqual([name(read.body), { ok: true }]);
        const saved = await api.call(MANAGER, 'PUT', item(summary._id), read.body);
        expect([name(read.body), saved.status, saved.status === 200 ? undefined : saved.body]).toEqual([
          name(read.body),
          200,
          undefined,
        ]);
      }
    });
  }
});
