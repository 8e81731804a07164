import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  AUDIT_IGNORED_FIELDS,
  auditChanges,
  auditRowChanges,
  sameAuditValue,
} from '../../../domain/admin/auditTrail.ts';

// beyond the spec: audit trail -- who changed what and when, before and after, per field

const fieldArb = fc.constantFrom(
  'displayNameDe',
  'displayNameFr',
  'serviceGroup',
  'order',
  'infoTexts',
  'duration',
  'tasks',
  'required',
);
const jsonValueArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.record({ start: fc.string({ maxLength: 10 }), end: fc.string({ maxLength: 10 }) }),
  fc.array(fc.record({ id: fc.string({ maxLength: 4 }), hidden: fc.boolean() }), { maxLength: 3 }),
);
const itemArb = fc.dictionary(fieldArb, jsonValueArb, { maxKeys: 8 });

describe('auditChanges', () => {
  it('property: an unchanged item has no changes', () => {
    fc.assert(fc.property(itemArb, (item) => expect(auditChanges(item, structuredClone(item))).toEqual([])));
  });

  it('property: exactly the fields whose values differ are reported, each once, with both values', () => {
    fc.assert(
      fc.property(itemArb, itemArb, (before, after) => {
        const changes = auditChanges(before, after);
        const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
        const differing = [...fields].filter((field) => !sameAuditValue(before[field] ?? null, after[field] ?? null));
        expect(changes.map((change) => change.field).sort()).toEqual(differing.sort());
        for (const change of changes) {
          expect(change.before).toEqual(before[change.field] ?? null);
          expect(change.after).toEqual(after[change.field] ?? null);
        }
      }),
    );
  });

  it('property: applying the changes to before gives after (the trail is complete)', () => {
    fc.assert(
      fc.property(itemArb, itemArb, (before, after) => {
        const rebuilt: Record<string, unknown> = { ...before };
        for (const change of auditChanges(before, after)) rebuilt[change.field] = change.after;
        for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
          expect(sameAuditValue(rebuilt[field] ?? null, after[field] ?? null)).toBe(true);
        }
      }),
    );
  });

  it('property: a create reports every field with a value, a delete every field it had', () => {
    fc.assert(
      fc.property(itemArb, (item) => {
        const filled = Object.keys(item)
          .filter((field) => item[field] !== null)
          .sort();
        expect(
          auditChanges(undefined, item)
            .map((change) => change.field)
            .sort(),
        ).toEqual(filled);
        expect(
          auditChanges(item, null)
            .map((change) => change.field)
            .sort(),
        ).toEqual(filled);
      }),
    );
  });

  it('property: bookkeeping fields (version, created/changed by and at) are never reported', () => {
    fc.assert(
      fc.property(itemArb, fc.integer(), fc.integer(), (item, v1, v2) => {
        const before = { ...item, version: v1, changedBy: 'a', changedAt: new Date(0) };
        const after = { ...item, version: v2, changedBy: 'b', changedAt: new Date(1) };
        expect(auditChanges(before, after)).toEqual([]);
        expect(auditChanges(undefined, after).some((change) => AUDIT_IGNORED_FIELDS.includes(change.field))).toBe(
          false,
        );
      }),
    );
  });

  it('property: binary values are reported as changed without their bytes', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1, maxLength: 64 }),
        fc.uint8Array({ minLength: 1, maxLength: 64 }),
        (a, b) => {
          const changes = auditChanges({ logoDe: a }, { logoDe: b });
          if (sameAuditValue(a, b)) {
            expect(changes).toEqual([]);
            return;
          }
          expect(changes).toEqual([
            {
              field: 'logoDe',
              before: { binary: true, bytes: a.byteLength },
              after: { binary: true, bytes: b.byteLength },
            },
          ]);
        },
      ),
    );
  });

  it('property: a changed image data URL is summarised by type and size, its content left out', () => {
    fc.assert(
      fc.property(fc.base64String({ minLength: 8, maxLength: 200 }), (payload) => {
        const image = `data:image/png;base64,${payload}`;
        const changes = auditChanges({ imageLandscapeDe: null }, { imageLandscapeDe: image });
        expect(changes).toHaveLength(1);
        expect(changes[0].after).toEqual({ binary: true, contentType: 'image/png', bytes: expect.any(Number) });
        expect(JSON.stringify(changes)).not.toContain(payload);
      }),
    );
  });

  it('tells dates apart by instant and nested values by content', () => {
    expect(auditChanges({ at: new Date('2026-01-01') }, { at: new Date('2026-01-01') })).toEqual([]);
    expect(
      auditChanges(
        { duration: { start: '2026-01-01', end: '2026-01-02' } },
        { duration: { start: '2026-01-01', end: '2026-01-03' } },
      ),
    ).toEqual([
      {
        field: 'duration',
        before: { start: '2026-01-01', end: '2026-01-02' },
        after: { start: '2026-01-01', end: '2026-01-03' },
      },
    ]);
  });
});

describe('auditRowChanges', () => {
  const actionArb = fc.constantFrom('create' as const, 'update' as const, 'delete' as const, 'restore' as const);
  it('property: a write leaves a row with its changes, except an update that changed nothing and has no note', () => {
    fc.assert(
      fc.property(
        actionArb,
        itemArb,
        itemArb,
        fc.option(fc.string({ maxLength: 8 }), { nil: undefined }),
        (action, before, after, note) => {
          const changes = auditChanges(before, after);
          const row = auditRowChanges(action, before, after, note);
          if (action === 'update' && changes.length === 0 && note === undefined) expect(row).toBeUndefined();
          else expect(row).toEqual(changes);
        },
      ),
    );
    const item = { displayNameDe: 'Standbau' };
    expect(auditRowChanges('update', item, { ...item })).toBeUndefined();
    expect(auditRowChanges('update', item, { ...item }, 'Wiederhergestellt')).toEqual([]);
  });
});
