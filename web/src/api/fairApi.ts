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

/** A message to the fair team of one of the user's booths (POST /api/exhibitor/booths/{regiNr}/contact). */
export function contactFairTeam(
  api: ApiClient,
  regiNr: string,
  request: ContactFairTeamRequest,
): Promise<ContactFairTeamReply> {
  return api.request<ContactFairTeamReply>(
    'POST',
    `/api/exhibitor/booths/${encodeURIComponent(regiNr)}/contact`,
    request,
  );
}
