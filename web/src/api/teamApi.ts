// Team access per booth: the holder's team of a booth (GET/POST /api/exhibitor/booths/{regiNr}/team, DELETE
// .../team/{memberId}) and the invitation a colleague opens (GET /api/exhibitor/invitations/{token}, POST .../accept).
import type { ApiClient } from './ApiClient.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

/** "tasks": tasks, documents and insurance, not the costs; "all": as the holder, without inviting others. */
export type TeamLevel = Schemas['TeamLevel'];
export const TEAM_LEVELS: readonly TeamLevel[] = ['tasks', 'all'];

export type TeamMember = Schemas['TeamMember'];
export type TeamMemberState = TeamMember['state'];
export type TeamAction = Schemas['TeamAction'];
export type TeamView = Schemas['TeamView'];
export type Invitation = Schemas['Invitation'];
export type AcceptedInvitation = Schemas['InvitationAccepted'];
/** A booth the user works on as a member: whose it is and at which level. */
export type SharedBy = Schemas['SharedBy'];
/** How the user holds the booth of a booth page. */
export type BoothAccess = Schemas['BoothAccess'];

/** The holder of a shared booth, if the item (booth card, navigation entry, deadline's booth, booth page) is one. */
export function sharedByOf(item: { readonly sharedBy?: SharedBy | null } | undefined): SharedBy | undefined {
  return item?.sharedBy ?? undefined;
}

const teamPath = (regiNr: string) => `/api/exhibitor/booths/${encodeURIComponent(regiNr)}/team`;
const invitationPath = (token: string) => `/api/exhibitor/invitations/${encodeURIComponent(token)}`;

export function getTeam(api: ApiClient, regiNr: string): Promise<TeamView> {
  return api.request<TeamView>('GET', teamPath(regiNr));
}

/**
 * An open or expired invitation of the address is replaced (same member, a new link). 409 when the address is a
 * member already, 422 with a field error for a bad address, 429 with Retry-After when a limit of invitations holds.
 */
/** Which booths an invitation is for: the booth of the tab, or all the holder's booths (later ones too). */
export type InvitedBooths = 'this' | 'all';

export function inviteMember(
  api: ApiClient,
  regiNr: string,
  email: string,
  level: TeamLevel,
  booths: InvitedBooths = 'this',
): Promise<TeamMember> {
  return api.request<TeamMember>('POST', teamPath(regiNr), { email, level, booths });
}

export function revokeMember(api: ApiClient, regiNr: string, memberId: string): Promise<void> {
  return api.request<void>('DELETE', `${teamPath(regiNr)}/${encodeURIComponent(memberId)}`);
}

/** 404 for an unknown token. */
export function getInvitation(api: ApiClient, token: string): Promise<Invitation> {
  return api.request<Invitation>('GET', invitationPath(token));
}

/** 403 when signed in with another address than the invited one, 410 when expired or used. */
export function acceptInvitation(api: ApiClient, token: string): Promise<AcceptedInvitation> {
  return api.request<AcceptedInvitation>('POST', `${invitationPath(token)}/accept`);
}
