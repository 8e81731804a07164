import { isFairOpenForNewRegistration, isFairPublished, localizedText, type Localized } from '../../domain/index.ts';
import type { Fairs, ProductFair } from '../ports/Fairs.ts';

/** A fair of the product as exhibitors see it (exhibitor-area §3 Fair). */
export interface FairSectionView {
  readonly idCode: string;
  readonly displayName: Localized<string>;
  readonly publish: { start: string | null; end: string | null };
  readonly duration: { start: string | null; end: string | null };
  readonly registrationDeadline: string | null;
  readonly documentsstartdate: string | null;
  readonly logo: Localized<string>;
  readonly additionalInfo: Localized<string>;
  readonly series: { reiheId: string; titel: string } | null;
  readonly teamEmail: string | null;
  readonly defaultRegistrationUrl: Localized<string>;
  readonly defaultGastroRegistrationUrl: Localized<string>;
}

export interface PublishedFairView extends FairSectionView {
  /** Published and the registration deadline still ahead (exhibitor-area §5). */
  readonly openForRegistration: boolean;
}

export function fairSectionView(fair: ProductFair): FairSectionView {
  return {
    idCode: fair.idCode,
    displayName: fair.displayName,
    publish: { start: fair.publish.start ?? null, end: fair.publish.end ?? null },
    duration: { start: fair.duration.start ?? null, end: fair.duration.end ?? null },
    registrationDeadline: fair.registrationDeadline ?? null,
    documentsstartdate: fair.documentsstartdate ?? null,
    logo: localizedText(fair.logo),
    additionalInfo: localizedText(fair.additionalInfo),
    series: fair.series ? { reiheId: fair.series.reiheId, titel: fair.series.titel } : null,
    teamEmail: fair.teamEmail ?? null,
    defaultRegistrationUrl: localizedText(fair.defaultRegistrationUrl),
    defaultGastroRegistrationUrl: localizedText(fair.defaultGastroRegistrationUrl),
  };
}

/** The product's own fairs (exhibitor-area §7 GET /fairs) as exhibitors see them: those published now. */
export class PublishedFairs {
  private readonly fairs: Fairs;

  constructor(fairs: Fairs) {
    this.fairs = fairs;
  }

  async list(now: Date): Promise<PublishedFairView[]> {
    const fairs = await this.fairs.publishedUpTo(now);
    return fairs
      .filter((fair) => isFairPublished(fair, now))
      .map((fair) => ({ ...fairSectionView(fair), openForRegistration: isFairOpenForNewRegistration(fair, now) }));
  }
}
