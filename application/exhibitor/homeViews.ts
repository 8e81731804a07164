import type { BoothStatus, Localized, RegistrationStep } from '../../domain/index.ts';
import type { SharedBy } from '../shared/BoothAccess.ts';
import type { WallEntryView } from './Teasers.ts';

// The home page's answer (exhibitor-area §2 Home) as ExhibitorHome builds it: its own file, so the use case keeps to
// how the answer is gathered.

export interface BoothCardView {
  regiNr: string;
  status: BoothStatus | null;
  statusStep: RegistrationStep;
  statusLabel: Localized<string>;
  standnummer: string;
  halleBezeichnung: Localized<string>;
  hatWarenkorbPositionen: boolean;
  /** An OP renewal offer's registration in the booking system, which its card opens (exhibitor-area §2, §4); else null. */
  registrationUrl: string | null;
  sharedBy?: SharedBy;
  fair: {
    idCode: string;
    displayName: Localized<string>;
    duration: { start: string | null; end: string | null };
    registrationDeadline: string | null;
    logo: string | null;
  };
}

export interface FairNavigationView {
  idCode: string;
  displayName: Localized<string>;
  booths: Array<{ regiNr: string; label: Localized<string>; sharedBy?: SharedBy }>;
}

export interface OpenFairView {
  idCode: string;
  displayName: Localized<string>;
  registrationDeadline: string | null;
  registrationUrl: Localized<string>;
}

export interface PastFairSeriesView {
  seriesId: string;
  /** The series' latest past fair, which the link of the series opens (/pastfairs/:series/:fair). */
  fair: { idCode: string; displayName: Localized<string>; duration: { start: string | null; end: string | null } };
  booths: Array<{ regiNr: string; label: Localized<string> }>;
}

export interface HomeView {
  newMember: boolean;
  stale: boolean;
  activeBooths: BoothCardView[];
  fairNavigation: FairNavigationView[];
  fairsOpenForRegistration: OpenFairView[];
  pastFairSeries: PastFairSeriesView[];
  unreadNotifications: number;
  /** The wall of interesting fairs: entries published now with a link and a logo. */
  wallEntries: WallEntryView[];
  /** The operator's notice for the message banner, or null. */
  message: Localized<string> | null;
}
