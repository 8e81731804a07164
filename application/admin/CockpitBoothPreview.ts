import type { Language } from '../../domain/index.ts';
import type { AdminFairs } from '../ports/AdminFairs.ts';
import type { FairProgressStore } from '../ports/FairProgressStore.ts';
import type { BoothAccess, BoothScope } from '../shared/BoothAccess.ts';

/** The exhibitor's booth page for a booth (the exhibitor area's BoothPage.pageFor): its view as the holder gets it. */
export interface BoothPageReader {
  pageFor(
    at: BoothScope<'readBooth'>,
    language: Language,
    now: Date,
  ): Promise<{ readonly ok: true; readonly view: unknown } | { readonly ok: false; readonly error: string }>;
}

export type CockpitBoothPreviewResult =
  | { readonly kind: 'unknownFair' | 'unknownBooth' | 'noHolder' }
  | { readonly kind: 'page'; readonly view: unknown; readonly language: Language };

export interface CockpitBoothPreviewDependencies {
  readonly fairs: Pick<AdminFairs, 'byId'>;
  readonly store: Pick<FairProgressStore, 'registrationOf'>;
  readonly access: Pick<BoothAccess, 'holderScope'>;
  readonly boothPages: BoothPageReader;
}

/**
 * A booth of the cockpit as its exhibitor sees it: the holder's booth page, built by the exhibitor area's own rules
 * from the holder's answers of the booking system, for a manager who opens a booth of the Fortschritt screen. One
 * booth's page, asked for by a manager: the booking system is asked as for the holder's own request.
 */
export class CockpitBoothPreview {
  readonly #deps: CockpitBoothPreviewDependencies;

  constructor(deps: CockpitBoothPreviewDependencies) {
    this.#deps = deps;
  }

  /** In `language`, or in the holder's correspondence language when none is asked for. */
  async pageOf(
    fairId: string,
    regiNr: string,
    language: Language | undefined,
    now: Date,
  ): Promise<CockpitBoothPreviewResult> {
    const fair = await this.#deps.fairs.byId(fairId);
    if (!fair?.idCode) return { kind: 'unknownFair' };
    const registration = await this.#deps.store.registrationOf(fair.idCode, regiNr);
    if (!registration) return { kind: 'unknownBooth' };
    if (registration.contactEmail === null) return { kind: 'noHolder' };
    const scope = await this.#deps.access.holderScope('readBooth', registration.contactEmail, regiNr, fair.idCode);
    if (!scope) return { kind: 'unknownBooth' };
    const shownIn = language ?? registration.contactLanguage;
    const page = await this.#deps.boothPages.pageFor(scope, shownIn, now);
    return page.ok ? { kind: 'page', view: page.view, language: shownIn } : { kind: 'unknownBooth' };
  }
}
