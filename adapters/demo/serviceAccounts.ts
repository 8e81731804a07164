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
  // Another service that manages fairs, teasers, the fair wall and master data, as a manager does.
  { clientId: 'demo-service', clientSecret: 'demo', scopes: ['fairs:read', 'fairs:write'] },
  // A service that only reads them.
  { clientId: 'demo-reader', clientSecret: 'demo', scopes: ['fairs:read'] },
];
