// The API's wire types, derived from openapi.yaml (see README.md in this folder for regenerating schema.d.ts).
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

export type Language = Schemas['Language'];
export type Localized = Schemas['Localized'];
export type SessionUser = Schemas['SessionUser'];
export type SessionInfo = Schemas['SessionInfo'];
export type BoothStatus = Schemas['BoothStatus'];
export type BoothCard = Schemas['BoothCard'];
export type FairNavigationEntry = Schemas['FairNavigationEntry'];
export type OpenFair = Schemas['OpenFair'];
export type HomeView = Schemas['HomeView'];
export type Problem = Schemas['Problem'];
export type LogoutResult = { endSessionUrl: string };
