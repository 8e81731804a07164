import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { OpenApiDocument } from '../../../adapters/http/OpenApiDocument.ts';
import { boothDeclarationOf } from '../../../adapters/http/boothDeclaration.ts';
import { isObject } from '../../../adapters/http/OpenApiRoot.ts';

// Who may act on a booth is declared with the operation (x-booth) and decided by the router, so an operation that
// takes a booth and declares nothing would reach its use case unchecked.

const document = OpenApiDocument.fromFile(path.resolve('openapi.yaml'));

/** Names under which the document passes a booth, a booth's document or a booth's address. */
const BOOTH_NAMES = new Set(['regiNr', 'booth', 'booth_id', 'boothId']);
/** Operations that carry a booth id but read and change nothing of the booth, each with the reason. */
const NOT_ABOUT_THE_BOOTH: Readonly<Record<string, string>> = {
  getTeaserOfType: 'chooses a teaser from what the caller states of its booth (step, tasks done); the id is ignored',
};
/**
 * Operations of the operator's own work that read any booth of a fair the cockpit lists, as its holder sees it; they
 * are for managers (and services with the scope) only, which the test checks.
 */
const OPERATOR_READS: Readonly<Record<string, string>> = {
  getAdminFairBoothPage: "a manager previews a booth of the cockpit as its holder's page",
};
const BOOTH_PARAMETER_DESCRIPTION = /registration number|regiNr|dokumentId|address id/i;

function resolve(node: unknown): unknown {
  let current = node;
  while (isObject(current) && typeof current.$ref === 'string') {
    const pointer = current.$ref.replace(/^#\//, '').split('/');
    current = pointer.reduce<unknown>((value, key) => (isObject(value) ? value[key] : undefined), document.document);
  }
  return current;
}

/** The path, query and top-level body fields of an operation that name a booth or one of its items. */
function boothInputsOf(pathTemplate: string, method: string): string[] {
  const pathItem = (document.document.paths ?? {})[pathTemplate] as Record<string, unknown>;
  const spec = pathItem[method] as Record<string, unknown>;
  const parameters = [...((pathItem.parameters as unknown[]) ?? []), ...((spec.parameters as unknown[]) ?? [])].map(
    resolve,
  );
  const found: string[] = [];
  for (const parameter of parameters) {
    if (!isObject(parameter) || (parameter.in !== 'path' && parameter.in !== 'query')) continue;
    const name = String(parameter.name);
    const description = typeof parameter.description === 'string' ? parameter.description : '';
    if (BOOTH_NAMES.has(name) || BOOTH_PARAMETER_DESCRIPTION.test(description)) found.push(`${parameter.in}.${name}`);
  }
  const body = resolve(spec.requestBody);
  const schema = isObject(body) && isObject(body.content) ? resolve(Object.values(body.content)[0]) : undefined;
  const properties = isObject(schema) ? resolve(schema.schema) : undefined;
  const fields = isObject(properties) && isObject(properties.properties) ? Object.keys(properties.properties) : [];
  for (const field of fields) if (BOOTH_NAMES.has(field)) found.push(`body.${field}`);
  return found;
}

describe('booth operations in openapi.yaml', () => {
  it('every operation that takes a booth, a booth document or address declares x-booth', () => {
    const undeclared = document.operations
      .filter((operation) => !operation.booth && !(operation.operationId in NOT_ABOUT_THE_BOOTH))
      .filter((operation) => !(operation.operationId in OPERATOR_READS))
      .filter((operation) => boothInputsOf(operation.pathTemplate, operation.method).length > 0)
      .map(
        (operation) =>
          `${operation.operationId} (${boothInputsOf(operation.pathTemplate, operation.method).join(', ')})`,
      );
    expect(undeclared).toEqual([]);
  });

  it("the operator's reads of any booth are for managers alone and declare no exhibitor's booth access", () => {
    const found = document.operations.filter((operation) => operation.operationId in OPERATOR_READS);
    expect(found.map((operation) => operation.operationId).sort()).toEqual(Object.keys(OPERATOR_READS).sort());
    for (const operation of found)
      expect([operation.operationId, operation.roles, operation.booth]).toEqual([
        operation.operationId,
        ['ONESHOP_MANAGER'],
        undefined,
      ]);
  });

  it('each declaration reads the booth where the operation takes it', () => {
    for (const operation of document.operations.filter((candidate) => candidate.booth)) {
      const { from } = operation.booth!;
      const inputs = boothInputsOf(operation.pathTemplate, operation.method);
      expect({
        operation: operation.operationId,
        from: `${from.in}.${from.name}`,
        found: inputs.includes(`${from.in}.${from.name}`),
      }).toEqual({
        operation: operation.operationId,
        from: `${from.in}.${from.name}`,
        found: true,
      });
    }
  });

  it('a mistyped declaration stops the start instead of letting requests through', () => {
    expect(() => boothDeclarationOf({ operation: 'view', from: 'path.regiNr' }, 'GET /x')).toThrow(/operation/);
    expect(() => boothDeclarationOf({ operation: 'readBooth', from: 'header.x' }, 'GET /x')).toThrow(/place/);
    expect(() => boothDeclarationOf({ operation: 'readBooth', from: 'path.id', item: 'x' }, 'GET /x')).toThrow(/item/);
    expect(() => boothDeclarationOf({ operation: 'readBooth', from: 'path.id', extra: 1 }, 'GET /x')).toThrow(
      /unknown/,
    );
    expect(boothDeclarationOf({ operation: 'readCosts', from: 'path.id' }, 'GET /x')).toEqual({
      operation: 'readCosts',
      from: { in: 'path', name: 'id' },
      item: undefined,
      fairHint: undefined,
    });
  });
});
