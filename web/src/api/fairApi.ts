// The fair and booth page's calls (exhibitor-area §2 Fair page, §7).
import { NEW_BOOTH } from '../../../domain/exhibitor/types.ts';
import type { ApiClient } from './ApiClient.ts';
import type { components } from './schema.d.ts';
import type { Language } from './types.ts';

type Schemas = components['schemas'];

/** Everything the fair page shows, in one round trip (GET /api/exhibitor/booths/{regiNr} or .../fairs/{idCode}/new). */
export type FairPageView = Schemas['FairPageView'];
export type FairPageTab = Schemas['FairPageTab'];
export type FairPageBooth = NonNullable<FairPageView['booth']>;
export type FairPageLink = Schemas['Link'];
export type TaskGroup = Schemas['TaskGroup'];
export type CostGroup = FairPageView['costs']['groups'][number];
export type CostLine = CostGroup['lines'][number];
export type BoothDocumentGroup = FairPageView['documents']['groups'][number];
export type BoothDocument = BoothDocumentGroup['documents'][number];
export type FairDocument = FairPageView['documents']['fairDocuments'][number];
export type ScheduleStep = FairPageView['schedule']['steps'][number];
export type StatusFlowStep = FairPageView['status']['steps'][number];

/** A fair id code as the API takes it in `?fair=`. */
const FAIR_ID_CODE = /^[0-9A-Za-z_-]{1,40}$/;

/**
 * The page is shown in one language, so it asks for the texts of `language` only (`texts=language`): the view's
 * localized values hold that language and empty strings for the other two; read them in `view.language`.
 * `fair`: the fair the page's address names, so that a booth the server has not read yet costs the booking system
 * that fair's booth list only; an address with a code of another form is not passed on (the answer is the same).
 */
export function getBoothPage(api: ApiClient, regiNr: string, language: Language, fair?: string): Promise<FairPageView> {
  return api.request<FairPageView>('GET', boothPagePath(regiNr, language, fair));
}

/** In one language like `getBoothPage`. */
export function getNewBoothPage(api: ApiClient, fairIdCode: string, language: Language): Promise<FairPageView> {
  return api.request<FairPageView>('GET', newBoothPagePath(fairIdCode, language));
}

/** Asks for the fair page's data of `/fair/:code/:booth` now, for the page to take when it renders (`askEarly`). */
export function askFairPageEarly(api: ApiClient, fairCode: string, booth: string, language: Language): void {
  api.askEarly(booth === NEW_BOOTH ? newBoothPagePath(fairCode, language) : boothPagePath(booth, language, fairCode));
}

function boothPagePath(regiNr: string, language: Language, fair?: string): string {
  const hint = fair !== undefined && FAIR_ID_CODE.test(fair) ? `&fair=${fair}` : '';
  return `/api/exhibitor/booths/${encodeURIComponent(regiNr)}?language=${language}&texts=language${hint}`;
}

function newBoothPagePath(fairIdCode: string, language: Language): string {
  return `/api/exhibitor/fairs/${encodeURIComponent(fairIdCode)}/new?language=${language}&texts=language`;
}

export type ContactFairTeamRequest = Schemas['ContactFairTeamRequest'];
export type ContactFairTeamReply = Schemas['ContactFairTeamReply'];

/** What a message to the fair team is about: one of the user's booths, or a fair at which they hold none yet. */
export type ContactTarget = { readonly regiNr: string } | { readonly fairIdCode: string };

/**
 * A message to the fair team (POST /api/exhibitor/booths/{regiNr}/contact, or from the page of a booth not yet
 * registered POST /api/exhibitor/fairs/{idCode}/contact).
 */
export function contactFairTeam(
  api: ApiClient,
  target: ContactTarget,
  request: ContactFairTeamRequest,
): Promise<ContactFairTeamReply> {
  const path =
    'regiNr' in target
      ? `/api/exhibitor/booths/${encodeURIComponent(target.regiNr)}/contact`
      : `/api/exhibitor/fairs/${encodeURIComponent(target.fairIdCode)}/contact`;
  return api.request<ContactFairTeamReply>('POST', path, request);
}
