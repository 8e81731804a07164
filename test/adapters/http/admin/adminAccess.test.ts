import { describe, expect, it } from '@jest/globals';
import { expectDescribed, openApi } from '../../../support/testPortal.ts';
import { useAdminTestPortal } from './adminTestPortal.ts';

// spec: admin-back-office §6 -- the role ONESHOP_MANAGER is needed for every admin route; 401 without
// a session or bearer token, 403 without the role. Every operation of openapi.yaml marked x-roles
// ONESHOP_MANAGER is enumerated from the document, so endpoints added later are covered without a change here.

const adminOperations = openApi.operations.filter((operation) => operation.roles.includes('ONESHOP_MANAGER'));

/** The operation's path with every parameter filled (the role is checked before the parameters are). */
const concretePath = (template: string) => template.replace(/\{[^}]+\}/g, 'access-test-1');

const admin = useAdminTestPortal();

describe('every manager operation of openapi.yaml', () => {
  it('includes the admin calls of admin-back-office §7', () => {
    const names = adminOperations.map((operation) => `${operation.method.toUpperCase()} ${operation.pathTemplate}`);
    expect(names).toEqual(
      expect.arrayContaining(['GET /api/taskdefinitions', 'DELETE /api/blacklist/{id}', 'GET /api/admin/audit']),
    );
  });

  it.each(
    adminOperations.map(
      (operation) => [`${operation.method.toUpperCase()} ${operation.pathTemplate}`, operation] as const,
    ),
  )('%s: anonymous 401, exhibitor 403', async (_name, operation) => {
    const method = operation.method.toUpperCase();
    const path = concretePath(operation.pathTemplate);
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};

    const anonymous = await fetch(`${admin.portal.url}${path}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(anonymous.status).toBe(401);
    expect(await expectDescribed(method, path, anonymous)).toMatchObject({ messageKey: 'errors.unauthorized' });

    const exhibitor = await admin.portal.send('aussteller@demo.test', method, path, body);
    expect(exhibitor.status).toBe(403);
    expect(await expectDescribed(method, path, exhibitor)).toMatchObject({ messageKey: 'errors.forbidden' });
  });
});
