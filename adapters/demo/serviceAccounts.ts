/**
 * The demo service accounts of the development identity provider (client credentials, secret `demo`): how another
 * service tries the API without a person's sign-in. Their scopes are the API's service scopes of openapi.yaml
 * (`x-scopes` per operation, listed under components.securitySchemes.serviceAccount); the development provider is
 * never started in production, and neither are these clients.
 */
export interface DemoServiceAccount {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly scopes: readonly string[];
}

export const demoServiceAccounts: readonly DemoServiceAccount[] = [
  // Another service that manages fairs, teasers, the fair wall, master data and webhooks, as a manager does, and
  // reads every event (booth events too).
  {
    clientId: 'demo-service',
    clientSecret: 'demo',
    scopes: ['fairs:read', 'fairs:write', 'webhooks:manage', 'events:read', 'booths:read'],
  },
  // A service that only reads them, and the events about them (no booth events: it lacks booths:read).
  { clientId: 'demo-reader', clientSecret: 'demo', scopes: ['fairs:read', 'events:read'] },
];
