import { isKnownTeaserType, isTeaserReplyCurrent } from '../../../domain/presentation/teaser.ts';
import type { ApiClient } from './ApiClient.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

export type TeaserRequest = Schemas['TeaserRequest'];
export type TeaserReply = Schemas['TeaserReply'];
export type TeaserItem = Schemas['TeaserItem'];
/** A teaser that is shown: the reply's teaser when one fits. */
export type ShownTeaser = NonNullable<TeaserReply['teaser']>;

/** The request without its uuid: `loadTeaser` gives every request its own. */
export type TeaserQuery = Omit<TeaserRequest, 'uuid'> & { readonly uuid?: string };

function newUuid(): string {
  const crypto = globalThis.crypto as Crypto | undefined;
  if (crypto && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `t-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The teaser for a place (exhibitor-area §7 POST /teaseroftype). The reply is used only when its uuid matches
 * the request's (§5); an unknown type logs a warning and shows nothing. Resolves to null when nothing is to be
 * shown; a failed call rejects with the ApiError (the caller decides whether a missing teaser matters).
 */
export async function loadTeaser(api: ApiClient, query: TeaserQuery): Promise<ShownTeaser | null> {
  if (!isKnownTeaserType(query.type)) {
    console.warn(`Unknown teaser type ${query.type}: nothing shown`);
    return null;
  }
  const uuid = query.uuid ?? newUuid();
  const reply = await api.request<TeaserReply>('POST', '/api/teaseroftype', { ...query, uuid });
  if (!isTeaserReplyCurrent(uuid, reply)) return null;
  return reply.teaser;
}
