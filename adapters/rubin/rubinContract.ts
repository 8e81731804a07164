/**
 * The HTTP contract with the booking system (Rubin), in one place: paths, headers and the wire types.
 * Field names are the booking system's own (spec: exhibitor-area §3, §7): a booth registration is a
 * `standanmeldung` identified by `standanmeldungId` (the portal's `regiNr`), order-exists answers `vorhanden`.
 *
 * Transport: JSON over HTTP below one base URL, HTTP Basic authentication with the portal's technical
 * account (RUBIN_USER / RUBIN_PASSWORD), and the user on whose behalf the portal asks in the header
 * `X-Rubin-User: <email>` (except for the operator's operations, RUBIN_OPERATOR_OPERATIONS). Every booth-level call for a booth, address or document that is not the user's
 * answers 404, exactly as for one that does not exist.
 */

export const RUBIN_USER_HEADER = 'X-Rubin-User';

export type RubinLanguage = 'de' | 'fr' | 'en';
export interface RubinText {
  readonly de: string;
  readonly fr: string;
  readonly en: string;
}

export type RubinBoothStatus = 'OP' | 'OFFEN' | 'BESTELLT' | 'IN_PRUEFUNG' | 'BESTAETIGT' | 'ZU';
export type RubinAusstellerTyp = 'AUSSTELLER' | 'VERTRAGSHAENDLER' | 'MITAUSSTELLER';
export type RubinShopLinkZiel = 'KATALOG' | 'FILEUPLOAD' | 'ONE_CLICK_ORDER' | 'DEFAULT' | 'WARENKROB';
export type RubinDokumentTyp = 'HPLAN' | 'STSKIZZE' | 'BKOP' | 'STANGEBT';

/** One entry of a fair's series data; the portal uses the first (spec: exhibitor-area §3 Fair). */
export interface RubinMesseReihe {
  readonly titel: string;
  readonly reiheId: string;
  readonly reiheBezeichnung: string;
  readonly vgId: string;
}

/** A fair as the booking system knows it (GET /fairs). Dates are ISO-8601 days. */
export interface RubinMesse {
  readonly idCode: string;
  readonly bezeichnung: RubinText;
  readonly beginn: string;
  readonly ende: string;
  readonly anmeldeschluss: string;
  readonly reihen: readonly RubinMesseReihe[];
}

export interface RubinShopLink {
  readonly ziel: RubinShopLinkZiel;
  readonly href: string;
}

export interface RubinShopzugang {
  readonly typ: string;
  readonly shopId: string;
  readonly shopzugangId: string;
  readonly shopLinks: readonly RubinShopLink[];
}

/** A booth registration (standanmeldung) of the user. */
export interface RubinStandanmeldung {
  readonly standanmeldungId: string;
  /** idCode of the fair the booth belongs to. */
  readonly messeIdCode: string;
  readonly status: RubinBoothStatus;
  readonly standnummer: string;
  readonly halleBezeichnung: RubinText;
  readonly flaecheBrutto: number;
  readonly blendentext: string;
  readonly placeNum: string;
  readonly ausstellerTyp: RubinAusstellerTyp;
  readonly shopzugaenge: readonly RubinShopzugang[];
  readonly hatWarenkorbPositionen: boolean;
  readonly vertragsAdresseId: string;
  readonly korrespondenzAdresseId: string;
  readonly standLeistungId: string;
  readonly standLeistungBezeichnung: RubinText;
  readonly gesamtpreisNetto: number;
  readonly paketKopfLeistung: boolean;
  /** How the exhibitor reaches the booth for build-up (gate, delivery times), per language. */
  readonly standzugangText: RubinText;
}

export interface RubinBoothsOfFairResponse {
  readonly standanmeldungen: readonly RubinStandanmeldung[];
}

/** One cost line of a booth (GET /boothcost/{id}). Amounts in CHF excluding VAT. */
export interface RubinKostenPosition {
  readonly buchungId: string;
  readonly leistungsId: string;
  readonly leistungsgruppeId: string;
  /** German, as every name of a service group the booking system gives; the portal shows the fair's own titles. */
  readonly leistungsgruppeBezeichnung: string;
  /** German. */
  readonly leistungsBezeichnung: string;
  /** The line's text per language; optional, a booking system without it has the German text shown everywhere. */
  readonly leistungsBezeichnungText?: RubinText;
  readonly menge: number;
  readonly einheit: string;
  readonly einzelPreisNetto: number;
  readonly gesamtPreisNetto: number;
  readonly paketTeil: boolean;
  readonly regiNrPaketKopf: string | null;
  readonly dontMarkAsComplete: boolean;
}

/**
 * The booking links of a booth (GET /boothlinks/{id}): registration, gastro registration, basket
 * positions, co-exhibitor registration and rebooking of the previous event. A link the booth does not
 * offer is null.
 */
export interface RubinStandLinks {
  readonly anmeldungLink: string | null;
  readonly gastroAnmeldungLink: string | null;
  readonly warenkorbLink: string | null;
  readonly mitausstellerAnmeldungLink: string | null;
  readonly umbuchungLink: string | null;
}

/** An address (GET /address/{adresseId}); APADR and EADR are person addresses. */
export interface RubinAdresse {
  readonly adresseId: string;
  readonly adresseTyp: string;
  readonly anrede: 'H' | 'F' | null;
  readonly vorname: string | null;
  readonly nachname: string | null;
  readonly firma1: string | null;
  readonly firma2: string | null;
  readonly strasse1: string;
  readonly plz: string;
  readonly ort: string;
}

/** A document of a booth (GET /boothdocuments/{id}, GET /pastboothdocuments/{id}). */
export interface RubinDokument {
  readonly dokumentId: string;
  readonly typ: RubinDokumentTyp;
  readonly bezeichnung: string;
  readonly contentType: string;
  readonly hall: string;
}

/** A document's file (GET /documentcontent/{dokumentId}); content is base64. */
export interface RubinDokumentInhalt {
  readonly content: string;
  readonly contentType: string;
  readonly name: string;
}

/** GET /serviceshop/...: the first item's href is the deep link into the service shop. */
export type RubinServiceShopResponse = readonly RubinShopLink[];

export interface RubinOrderExistsResponse {
  readonly vorhanden: boolean;
}

/** The user's registrations at one fair that has ended (GET /pastfairs). */
export interface RubinVergangeneMesse {
  readonly messe: RubinMesse;
  readonly standanmeldungen: readonly RubinStandanmeldung[];
}

export interface RubinPastFairsResponse {
  readonly messen: readonly RubinVergangeneMesse[];
}

/**
 * One booth of a fair as the operator's team sees it (GET /fair/registrations/{idCode}): asked with the technical
 * account alone, without X-Rubin-User, it lists every booth of the fair, whoever holds it. `firma` is the contract
 * partner's company; `kontaktEmail` the address the booking system writes to about the booth (its holder's), null
 * for a booth that nobody holds; `kontaktSprache` the language of that correspondence.
 */
export interface RubinRegistrierung {
  readonly standanmeldungId: string;
  readonly status: RubinBoothStatus;
  readonly ausstellerTyp: RubinAusstellerTyp;
  readonly halleBezeichnung: RubinText;
  readonly standnummer: string;
  readonly firma: string;
  readonly kontaktEmail: string | null;
  readonly kontaktSprache: RubinLanguage;
}

export interface RubinFairRegistrationsResponse {
  readonly registrierungen: readonly RubinRegistrierung[];
}

/**
 * The operations, each a GET path template with `:name` parameters. The simulator routes by these
 * templates and the client builds its paths from them, so the two cannot disagree.
 */
export const rubinRoutes = {
  fairs: '/fairs',
  boothsOfFair: '/fair/booths/:idCode',
  booth: '/booth/:regiNr',
  boothCosts: '/boothcost/:regiNr',
  boothLinks: '/boothlinks/:regiNr',
  address: '/address/:adresseId',
  boothDocuments: '/boothdocuments/:regiNr',
  pastBoothDocuments: '/pastboothdocuments/:regiNr',
  documentContent: '/documentcontent/:dokumentId',
  serviceShopLink: '/serviceshop/:regiNr/:shopId/:serviceGroup/:lang',
  orderExists: '/orderexists/:regiNr/:serviceGroup',
  pastFairs: '/pastfairs',
  fairRegistrations: '/fair/registrations/:idCode',
} as const;

export type RubinOperation = keyof typeof rubinRoutes;

/**
 * The operations the portal asks for the operator rather than on behalf of a user: sent without X-Rubin-User,
 * and answered for the technical account alone.
 */
export const RUBIN_OPERATOR_OPERATIONS: ReadonlySet<RubinOperation> = new Set<RubinOperation>(['fairRegistrations']);

/** The response body of each operation (200). */
export interface RubinResponses {
  readonly fairs: readonly RubinMesse[];
  readonly boothsOfFair: RubinBoothsOfFairResponse;
  readonly booth: RubinStandanmeldung;
  readonly boothCosts: readonly RubinKostenPosition[];
  readonly boothLinks: RubinStandLinks;
  readonly address: RubinAdresse;
  readonly boothDocuments: readonly RubinDokument[];
  readonly pastBoothDocuments: readonly RubinDokument[];
  readonly documentContent: RubinDokumentInhalt;
  readonly serviceShopLink: RubinServiceShopResponse;
  readonly orderExists: RubinOrderExistsResponse;
  readonly pastFairs: RubinPastFairsResponse;
  readonly fairRegistrations: RubinFairRegistrationsResponse;
}

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type RubinParams<Op extends RubinOperation> = Record<ParamNames<(typeof rubinRoutes)[Op]>, string>;

/** A path parameter that would address another path of Rubin: empty, or only dots (`.`, `..`). */
export class RubinPathParameterError extends Error {
  constructor(operation: RubinOperation, name: string, value: string) {
    super(`${operation}: the path parameter ${name} ${JSON.stringify(value.slice(0, 40))} is not a path segment`);
    this.name = 'RubinPathParameterError';
  }
}

/**
 * The path of an operation with its parameters filled in, each one URL-encoded as one segment (a `/`
 * becomes %2F). A value that is empty or only dots is refused: URL normalisation (fetch, proxies) turns
 * `.` and `..` segments, also percent-encoded ones, into another path.
 */
export function rubinPath<Op extends RubinOperation>(operation: Op, params: RubinParams<Op>): string {
  const values = params as Record<string, string>;
  return rubinRoutes[operation].replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name] ?? '';
    if (value === '' || /^\.+$/.test(value)) throw new RubinPathParameterError(operation, name, value);
    return encodeURIComponent(value);
  });
}

/** Finds the operation a request path addresses and its decoded parameters; undefined for none. */
export function matchRubinPath(
  path: string,
): { operation: RubinOperation; params: Record<string, string> } | undefined {
  const segments = path.split('/');
  for (const operation of Object.keys(rubinRoutes) as RubinOperation[]) {
    const template = rubinRoutes[operation].split('/');
    if (template.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = template.every((part, index) => {
      const segment = segments[index] ?? '';
      if (!part.startsWith(':')) return part === segment;
      if (segment === '') return false;
      params[part.slice(1)] = decodeURIComponent(segment);
      return true;
    });
    if (matches) return { operation, params };
  }
  return undefined;
}
