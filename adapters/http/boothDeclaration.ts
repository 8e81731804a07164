import { BOOTH_OPERATIONS, type BoothOperation } from '../../domain/index.ts';
import type { BoothItemKind } from '../../application/shared/BoothAccess.ts';
import { isObject } from './OpenApiRoot.ts';

/** Where in a request a value is read: a path or query parameter, or a top-level field of the JSON body. */
export interface RequestPlace {
  readonly in: 'path' | 'query' | 'body';
  readonly name: string;
}

/**
 * An operation's `x-booth` in openapi.yaml: the booth operation it does (domain BOOTH_OPERATIONS), where the
 * booth's registration number is read, and for an operation about a document or address of a booth, which
 * kind of item the id names. `fairHint` names where the fair the booth is expected at is read, if anywhere.
 */
export interface BoothDeclaration {
  readonly operation: BoothOperation;
  readonly from: RequestPlace;
  readonly item: BoothItemKind | undefined;
  readonly fairHint: RequestPlace | undefined;
}

const ITEM_KINDS: readonly BoothItemKind[] = ['document', 'address'];

function placeOf(value: unknown, where: string): RequestPlace {
  const found = typeof value === 'string' ? /^(path|query|body)\.([A-Za-z_][A-Za-z0-9_]*)$/.exec(value) : null;
  if (!found) throw new Error(`${where}: x-booth place ${String(value)} is not path.NAME, query.NAME or body.NAME`);
  return { in: found[1] as RequestPlace['in'], name: found[2] };
}

/**
 * The operation's booth declaration, checked when the document is read, so that a mistyped operation or place
 * stops the portal at start instead of refusing (or allowing) requests later.
 */
export function boothDeclarationOf(value: unknown, where: string): BoothDeclaration | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) throw new Error(`${where}: x-booth must be a mapping`);
  const { operation, from, item, fairHint, ...rest } = value;
  if (Object.keys(rest).length > 0)
    throw new Error(`${where}: x-booth has unknown keys ${Object.keys(rest).join(', ')}`);
  if (!BOOTH_OPERATIONS.includes(operation as BoothOperation))
    throw new Error(
      `${where}: x-booth operation ${JSON.stringify(operation)} is none of ${BOOTH_OPERATIONS.join(', ')}`,
    );
  if (item !== undefined && !ITEM_KINDS.includes(item as BoothItemKind))
    throw new Error(`${where}: x-booth item ${JSON.stringify(item)} is none of ${ITEM_KINDS.join(', ')}`);
  return {
    operation: operation as BoothOperation,
    from: placeOf(from, where),
    item: item as BoothItemKind | undefined,
    fairHint: fairHint === undefined ? undefined : placeOf(fairHint, where),
  };
}
