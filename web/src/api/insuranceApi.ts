// The insurance screen's calls (exhibitor-area §2 Insurance, §7 GET/POST/PUT /insurance/{booth}).
import type { ApiClient } from './ApiClient.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

/** Fair, booth and current insurance of the screen, in one round trip. */
export type InsurancePageView = Schemas['InsurancePageView'];
export type InsuranceEntry = Schemas['InsuranceEntry'];
export type InsuranceInput = Schemas['InsuranceInput'];
export type InsuranceSubmitted = Schemas['InsuranceSubmitted'];

const boothPath = (regiNr: string): string => encodeURIComponent(regiNr);

export function getInsurancePage(api: ApiClient, regiNr: string): Promise<InsurancePageView> {
  return api.request<InsurancePageView>('GET', `/api/exhibitor/booths/${boothPath(regiNr)}/insurance`);
}

/** POST creates the booth's first insurance (a waiver too); PUT changes the one on file (§7). */
export function submitInsurance(
  api: ApiClient,
  regiNr: string,
  input: InsuranceInput,
  mode: 'create' | 'update',
): Promise<InsuranceSubmitted> {
  return api.request<InsuranceSubmitted>(
    mode === 'create' ? 'POST' : 'PUT',
    `/api/insurance/${boothPath(regiNr)}`,
    input,
  );
}
