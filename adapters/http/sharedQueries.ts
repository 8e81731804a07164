import type Koa from 'koa';

/** A parsed query string as Koa gives it: a value per name, an array for a name given more than once. */
export type ParsedQuery = Readonly<Record<string, string | readonly string[]>>;

/** Query strings kept parsed; longer ones, or more, are parsed per request. */
const KEPT_QUERIES = 1_000;
const KEPT_QUERY_MAX_LENGTH = 256;

/** Parsed as Koa parses (URLSearchParams; a repeated name gives an array), and frozen. */
export function parseQuery(text: string): ParsedQuery {
  const params = new URLSearchParams(text);
  const parsed: Record<string, string | readonly string[]> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    Object.defineProperty(parsed, name, {
      value: values.length <= 1 ? values[0] : Object.freeze(values),
      enumerable: true,
    });
  }
  return Object.freeze(parsed);
}

/**
 * Lets the app's requests share their parsed query strings: the same few (`?language=de`) come again and again,
 * and parsing one showed among the dearer steps of a warm booth page. The portal's routes only read `ctx.query`;
 * it is frozen, so a route that wrote to it would fail at once rather than change another request's. Setting
 * `ctx.query` works as in Koa (it sets the query string).
 */
export function shareParsedQueries(app: Koa): void {
  const kept = new Map<string, ParsedQuery>();
  const setQuery = setterOf(app.request, 'query');
  if (!setQuery) throw new Error("Koa's request has no query setter to keep");
  Object.defineProperty(app.request, 'query', {
    configurable: true,
    get(this: Koa.Request): ParsedQuery {
      const text = this.querystring;
      if (text === '') return EMPTY;
      let parsed = kept.get(text);
      if (parsed) return parsed;
      parsed = parseQuery(text);
      if (text.length <= KEPT_QUERY_MAX_LENGTH) {
        if (kept.size >= KEPT_QUERIES) kept.clear();
        kept.set(text, parsed);
      }
      return parsed;
    },
    set(this: Koa.Request, value: unknown) {
      setQuery.call(this, value);
    },
  });
}

const EMPTY: ParsedQuery = Object.freeze({});

/** The setter of an accessor property on the object or its prototypes. */
function setterOf(target: object, name: string): ((this: Koa.Request, value: unknown) => void) | undefined {
  for (let at: object | null = target; at; at = Object.getPrototypeOf(at) as object | null) {
    const found: { set?: (this: Koa.Request, value: unknown) => void } | undefined = Object.getOwnPropertyDescriptor(
      at,
      name,
    );
    if (found) return found.set;
  }
  return undefined;
}
