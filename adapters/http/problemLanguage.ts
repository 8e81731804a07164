import type { Context } from 'koa';
import { DEFAULT_LOCALE, LANGUAGES, type Language } from '../../domain/index.ts';
import { isAdminCall } from './germanProblems.ts';

/**
 * The language of a problem answer: German for the back office (admin-back-office §1), the profile language of a
 * signed-in person, otherwise the best of `Accept-Language`; the portal's default (German, exhibitor-area §1) when
 * the header names none of its languages. A refusal of the body reader comes before the caller is known (a bad body
 * is a 400 before any 401) and so follows the header too.
 */
export function problemLanguage(ctx: Context): Language {
  if (isBackOfficeCall(ctx)) return 'de';
  const principal = ctx.state.principal;
  if (principal && principal.via !== 'service') return principal.user.locale;
  return acceptedLanguage(ctx.get('accept-language'));
}

/**
 * A call of the back office: an operation for managers, made by a person. A service account may share such an
 * operation (the event feed, a fair's data) but is another company's program, not a manager at the back office's
 * German screens: it is answered in its Accept-Language.
 */
export function isBackOfficeCall(ctx: Context): boolean {
  return ctx.state.principal?.via !== 'service' && isAdminCall(ctx.state.operation?.roles, ctx.path);
}

/** A q-value as RFC 9110 §12.4.2 writes it (0 to 1, at most three decimals); NaN for anything else. */
function qValue(text: string): number {
  const trimmed = text.trim();
  return /^(0(\.[0-9]{0,3})?|1(\.0{0,3})?)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** At most this many ranges of a header are read; a longer list is not a browser's. */
const MAX_RANGES = 30;

/**
 * The portal language a client prefers by `Accept-Language` (RFC 9110 §12.5.4): the highest q-value, a range
 * matching by its primary subtag (`fr-CH` asks for fr), `*` for any language not named otherwise, `q=0` for none of
 * it; between equal q-values the range named first. Nothing acceptable: the portal's default.
 */
export function acceptedLanguage(header: string | undefined): Language {
  const ranges = (header ?? '')
    .split(',')
    .slice(0, MAX_RANGES)
    .map((part, at) => {
      const [range = '', ...parameters] = part.split(';');
      const weight = parameters
        .map((parameter) => /^\s*q\s*=(.*)$/i.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      return { primary: range.trim().toLowerCase().split('-')[0], q: weight === undefined ? 1 : qValue(weight), at };
    })
    .filter((range) => range.primary !== '' && Number.isFinite(range.q) && range.q >= 0 && range.q <= 1);
  const any = ranges.find((range) => range.primary === '*');
  let best: { language: Language; q: number; at: number } | undefined;
  for (const language of [DEFAULT_LOCALE, ...LANGUAGES.filter((other) => other !== DEFAULT_LOCALE)]) {
    const named = ranges.filter((range) => range.primary === language);
    const own = named.length > 0 ? named.reduce((a, b) => (b.q > a.q ? b : a)) : any;
    if (!own || own.q <= 0) continue;
    if (!best || own.q > best.q || (own.q === best.q && own.at < best.at)) best = { language, q: own.q, at: own.at };
  }
  return best?.language ?? DEFAULT_LOCALE;
}
