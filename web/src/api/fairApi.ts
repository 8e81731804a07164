// The fair and booth page's calls (exhibitor-area §2 Fair page, §7).
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

export function getBoothPage(api: ApiClient, regiNr: string, language: Language): Promise<FairPageView> {
  return api.request<FairPageView>('GET', `/api/exhibitor/booths/${encodeURIComponent(regiNr)}?language=${language}`);
}

export function getNewBoothPage(api: ApiClient, fairIdCode: string, language: Language): Promise<FairPageView> {
  return api.request<FairPageView>(
    'GET',
    `/api/exhibitor/fairs/${encodeURIComponent(fairIdCode)}/new?language=${language}`,
  );
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
