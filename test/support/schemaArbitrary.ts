// Test support: fast-check arbitraries for the JSON schemas of openapi.yaml (request bodies), valid ones
// and ones a little off, so that a fuzz run reaches the routes as well as the validation in front of them.
import fc from 'fast-check';
import { resolve } from './hostileRequests.ts';
import { demo } from './demo.ts';
import type { Json } from './json.ts';

const MAX_GENERATED_LENGTH = 40;

/** Values that satisfy `schema` (as far as the keywords openapi.yaml uses go: type, enum, const, oneOf/anyOf, pattern, lengths, bounds, formats). */
export function validValue(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const declared = (schema as Json | undefined)?.['x-text'];
  const resolved = resolve(schema) as Json | undefined;
  const node = declared && resolved && !resolved['x-text'] ? { ...resolved, 'x-text': declared } : resolved;
  if (!node || typeof node !== 'object' || depth > 8) return fc.constant(null);
  const withExample = (arbitrary: fc.Arbitrary<unknown>) =>
    node.example !== undefined ? fc.oneof(arbitrary, fc.constant(node.example)) : arbitrary;
  if ('const' in node) return fc.constant(node.const);
  if (Array.isArray(node.enum)) return fc.constantFrom(...node.enum);
  const choices = node.oneOf ?? node.anyOf;
  if (Array.isArray(choices))
    return withExample(fc.oneof(...choices.map((choice: unknown) => validValue(choice, depth + 1))));
  if (Array.isArray(node.allOf))
    return validValue(Object.assign({}, ...node.allOf.map((part: unknown) => resolve(part))), depth + 1);
  const types: string[] = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  if (types.length === 0) return node.properties ? objectOf(node, depth) : fc.jsonValue({ maxDepth: 2 });
  return withExample(fc.oneof(...types.map((type) => ofType(type, node, depth))));
}

function ofType(type: string, node: Json, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: node.minimum ?? -1_000_000, max: node.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: node.minimum ?? -1e9, max: node.maximum ?? 1e9, noNaN: true, noDefaultInfinity: true });
    case 'string':
      return stringOf(node);
    case 'array':
      return fc.array(validValue(node.items ?? {}, depth + 1), {
        minLength: node.minItems ?? 0,
        maxLength: Math.min(node.maxItems ?? 5, 5),
      });
    case 'object':
      return objectOf(node, depth);
    default:
      return fc.constant(null);
  }
}

function stringOf(node: Json): fc.Arbitrary<string> {
  const minLength = node.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(node.maxLength ?? MAX_GENERATED_LENGTH, MAX_GENERATED_LENGTH));
  const fits = (value: string) => value.length >= minLength && value.length <= (node.maxLength ?? Infinity);
  if (node.format === 'email') return fc.emailAddress().filter(fits);
  if (node.format === 'date-time')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  if (node.format === 'date')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  if (node.format === 'uri') return fc.webUrl().filter(fits);
  if (typeof node.pattern === 'string') {
    const pattern = new RegExp(node.pattern, 'u');
    try {
      return fc.stringMatching(pattern).filter(fits);
    } catch {
      return fc.string({ minLength, maxLength }).filter((value) => pattern.test(value));
    }
  }
  const text = fc.string({ minLength, maxLength, unit: 'grapheme' });
  // A declared free text (x-text: rich or plain) gets markup now and then, so that valid bodies carry it to the
  // routes: a rich one is sanitised on the way, a plain one kept as sent.
  if (node['x-text'] === 'rich' || node['x-text'] === 'plain')
    return fc.oneof({ weight: 3, arbitrary: text }, { weight: 1, arbitrary: fc.constantFrom(...MARKUP).filter(fits) });
  return text;
}

const MARKUP = ['<b>fett</b>', '<p>Info</p><script>alert(1)</script>', '<a href="javascript:alert(1)">x</a>', '&lt;'];

/** Values of the signed-in demo exhibitor for properties with these names, so that valid bodies also get past the ownership checks. */
const annasBooths = [demo.booths.annaConfirmedHab.regiNr, demo.booths.annaConfirmedAgr.regiNr];
const DEMO_PROPERTY_VALUES: Record<string, unknown[]> = {
  regiNr: annasBooths,
  booth: annasBooths,
  booth_id: [demo.booths.annaConfirmedHab.regiNr],
  user: [demo.users.anna.sub],
  id: [demo.users.anna.sub],
  preferredFairSeries: [demo.fairs.hab.series.reiheId, null],
  liabilityInsurance: [true],
  propertyInsurance: [true],
  exhibitionInsurance: [true],
};

function objectOf(node: Json, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties: Record<string, unknown> = node.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, schema]) => {
      const generated = validValue(schema, depth + 1);
      const demo = DEMO_PROPERTY_VALUES[name];
      return [name, demo ? fc.oneof(generated, fc.constantFrom(...demo)) : generated];
    }),
  );
  return fc.record(model, {
    requiredKeys: (node.required ?? []).filter((name: string) => name in properties),
  });
}

/** Picks an index below n from the numbers fast-check drew (so a case shrinks and replays). */
type Pick = (n: number) => number;

/** One change that makes a valid value (most likely) invalid, or hostile, somewhere inside it. */
type Mutation = (value: unknown, pick: Pick) => unknown;

const hostileStrings = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uFFFF',
  '${7*7}',
  "'; drop table users; --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  ' ',
  '\u202E',
  'x'.repeat(70_000),
];
const hostileValues: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  -0,
  '',
  [],
  {},
  [[[]]],
  'de',
  demo.booths.annaConfirmedHab.regiNr,
  Number.MAX_SAFE_INTEGER + 2,
];
const hostileKeys = ['unknown', '__proto__', 'constructor', 'prototype', 'isAdmin', 'roles', ''];

/** The places (objects and their keys, arrays and their indexes) inside a JSON value. */
function slots(
  value: unknown,
  found: Array<{ holder: Record<string | number, unknown>; key: string | number; inArray: boolean }> = [],
) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      found.push({ holder: value as unknown as Record<number, unknown>, key: index, inArray: true });
      slots(item, found);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      found.push({ holder: value as Record<string, unknown>, key, inArray: false });
      slots(item, found);
    }
  }
  return found;
}

function withNul(value: unknown): unknown {
  if (typeof value === 'string') return `${value}\u0000`;
  if (Array.isArray(value)) return value.map(withNul);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withNul(item)]));
  return value;
}

const mutations: Mutation[] = [
  // a value replaced by one of another type or a hostile string
  (value, pick) => {
    const pool = pick(2) === 0 ? hostileStrings : hostileValues;
    // A copy: the pool's objects are shared by every case, and a later mutation must not change them.
    const replacement = structuredClone(pool[pick(pool.length)]);
    const places = slots(value);
    if (places.length === 0) return replacement;
    const place = places[pick(places.length)];
    place.holder[place.key] = replacement;
    return value;
  },
  // a property left out
  (value, pick) => {
    const places = slots(value).filter((place) => !place.inArray);
    if (places.length > 0) {
      const place = places[pick(places.length)];
      delete place.holder[place.key];
    }
    return value;
  },
  // a property nobody knows, prototype keys among them
  (value, pick) => {
    const objects = [value, ...slots(value).map((place) => place.holder[place.key])].filter(
      (item) => item !== null && typeof item === 'object' && !Array.isArray(item),
    );
    if (objects.length === 0) return value;
    const target = objects[pick(objects.length)] as object;
    Object.defineProperty(target, hostileKeys[pick(hostileKeys.length)], {
      value: { polluted: true },
      enumerable: true,
      configurable: true,
      writable: true,
    });
    return value;
  },
  // NUL in every string
  (value) => withNul(value),
  // the whole nested deeply
  (value, pick) => {
    let nested: unknown = value;
    for (let level = 30 + pick(200); level > 0; level -= 1) nested = pick(2) === 0 ? [nested] : { a: nested };
    return nested;
  },
];

/** A valid value with one to three mutations applied. */
export function mutatedValue(schema: unknown): fc.Arbitrary<unknown> {
  return fc
    .record({
      valid: validValue(schema),
      chosen: fc.array(fc.nat(mutations.length - 1), { minLength: 1, maxLength: 3 }),
      numbers: fc.array(fc.nat(), { minLength: 16, maxLength: 16 }),
    })
    .map(({ valid, chosen, numbers }) => {
      let next = 0;
      const pick: Pick = (n) => numbers[next++ % numbers.length] % Math.max(n, 1);
      return chosen.reduce<unknown>((value, index) => mutations[index](value, pick), structuredClone(valid));
    });
}
