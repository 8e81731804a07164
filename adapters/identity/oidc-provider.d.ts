// oidc-provider ships no type declarations; this declares the part of its API the development
// provider uses (https://github.com/panva/node-oidc-provider/blob/main/docs/README.md).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type Koa from 'koa';

  export type UnknownObject = Record<string, unknown>;

  export interface AccountClaims extends UnknownObject {
    sub: string;
  }

  export interface Account {
    accountId: string;
    claims(
      use: string,
      scope: string,
      claims: UnknownObject,
      rejected: string[],
    ): Promise<AccountClaims> | AccountClaims;
  }

  export interface ResourceServerInfo {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
    jwt?: { sign?: { alg?: string; kid?: string } };
  }

  export interface ResourceServer {
    readonly audience?: string;
    readonly scope: string;
    identifier(): string;
  }

  export interface ClientMetadata extends UnknownObject {
    client_id: string;
    client_secret?: string;
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
    /** The scopes the client may be given, space-separated. */
    scope?: string;
  }

  export interface Client {
    readonly clientId: string;
    readonly clientName?: string;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { clientId: string; accountId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface Token {
    readonly kind: string;
    readonly accountId?: string;
    readonly resourceServer?: ResourceServer;
  }

  export interface Session {
    readonly accountId?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface OIDCContext {
    readonly client?: Client;
    readonly account?: Account;
    readonly session: Session;
    readonly result?: { consent?: { grantId?: string } } & UnknownObject;
    readonly requestParamOIDCScopes: Set<string>;
    /** The scopes of the request's `scope` parameter, whichever they are. */
    readonly requestParamScopes: Set<string>;
    readonly resourceServers: Record<string, ResourceServer>;
    readonly entities: { readonly IdTokenHint?: unknown } & UnknownObject;
    readonly provider: Provider;
  }

  export type ProviderContext = Koa.Context & { oidc: OIDCContext };

  export interface PromptDetails {
    name: string;
    reasons: string[];
    details: {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    } & UnknownObject;
  }

  export interface Interaction {
    readonly uid: string;
    readonly prompt: PromptDetails;
    readonly params: UnknownObject & { client_id?: string; scope?: string };
    readonly session?: { accountId?: string };
    readonly grantId?: string;
  }

  export interface InteractionResults extends UnknownObject {
    login?: { accountId: string; remember?: boolean; acr?: string; amr?: string[]; ts?: number };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }

  export interface ErrorOut {
    error: string;
    error_description?: string;
    [key: string]: unknown;
  }

  /** What the provider keeps (sessions, grants, codes, tokens), one adapter per model name. */
  export interface AdapterPayload extends UnknownObject {
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: number;
  }

  export interface OidcAdapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Configuration extends UnknownObject {
    adapter?: (model: string) => OidcAdapter;
    clients?: ClientMetadata[];
    findAccount?: (ctx: ProviderContext, sub: string, token?: unknown) => Promise<Account | undefined>;
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    conformIdTokenClaims?: boolean;
    loadExistingGrant?: (ctx: ProviderContext) => Promise<Grant | undefined>;
    clientBasedCORS?: (ctx: ProviderContext, origin: string, client: Client) => boolean;
    extraTokenClaims?: (ctx: ProviderContext, token: Token) => Promise<UnknownObject | undefined>;
    cookies?: { keys?: string[]; names?: Record<string, string>; long?: UnknownObject; short?: UnknownObject };
    jwks?: { keys: UnknownObject[] };
    pkce?: { required?: (ctx: ProviderContext, client: Client) => boolean };
    interactions?: { url?: (ctx: ProviderContext, interaction: Interaction) => Promise<string> | string };
    renderError?: (ctx: ProviderContext, out: ErrorOut, error: Error) => Promise<void> | void;
    features?: UnknownObject;
    ttl?: Record<string, number | ((...args: unknown[]) => number)>;
  }

  export class Provider extends Koa {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    readonly Grant: GrantConstructor;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
  }

  export const errors: {
    SessionNotFound: new (description?: string) => Error;
    InvalidScope: new (description: string, scope: string) => Error;
    OIDCProviderError: new (
      status: number,
      message: string,
    ) => Error & { status: number; error: string; error_description?: string };
  };

  export default Provider;
}
