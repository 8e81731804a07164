import type { DateRange, IsoDate } from '../time.ts';

/** Plain shapes of the fair as the back office edits it (spec: admin-back-office §3). */

export interface FairTaskBoothService {
  /** The booth service's ID field (BoothService.id), the key the booking system knows. */
  readonly id: string;
  readonly hidden: boolean;
  readonly required: boolean;
}

export interface FairTaskInfoText {
  readonly textDe?: string;
  readonly textFr?: string;
  readonly textEn?: string;
  readonly publish?: DateRange;
}

export type FairTaskType = 'task' | 'taskTitle';

export interface AdminFairTask {
  /** The id of the task definition (type task) or task title (type taskTitle) the entry stands for. */
  readonly _id: string;
  /** Default 'task' when absent. */
  readonly type?: FairTaskType;
  readonly displayNameDe?: string;
  readonly required?: boolean;
  readonly boothServices?: readonly FairTaskBoothService[];
  readonly infoTexts?: readonly FairTaskInfoText[];
  readonly period?: DateRange;
}

export interface AdminFairStep {
  readonly uuid?: string;
  readonly displayNameDe?: string;
  readonly displayNameFr?: string;
  readonly displayNameEn?: string;
  readonly dateRange?: DateRange;
}

export interface AdminFairDocument {
  readonly uuid?: string;
  readonly titleDe?: string;
  readonly titleFr?: string;
  readonly titleEn?: string;
  readonly linkDe?: string;
  readonly linkFr?: string;
  readonly linkEn?: string;
  readonly publish?: IsoDate;
}

export interface AdminFair {
  readonly _id?: string;
  readonly displayNameDe?: string;
  readonly displayNameFr?: string;
  readonly displayNameEn?: string;
  readonly idCode?: string;
  readonly fairSeries?: string;
  readonly emailTeam?: string;
  readonly idTeam?: string;
  /** Legacy single registration URL, copied into defaultRegistrationUrlDe. */
  readonly defaultRegistrationUrl?: string;
  readonly defaultRegistrationUrlDe?: string;
  readonly defaultRegistrationUrlFr?: string;
  readonly defaultRegistrationUrlEn?: string;
  readonly defaultGastroRegistrationUrlDe?: string;
  readonly defaultGastroRegistrationUrlFr?: string;
  readonly defaultGastroRegistrationUrlEn?: string;
  readonly duration?: DateRange;
  readonly publish?: DateRange;
  readonly registrationDeadline?: IsoDate;
  readonly documentsstartdate?: IsoDate;
  /** Legacy single logo, copied into logoDe. */
  readonly logo?: string;
  readonly logoDe?: string;
  readonly logoFr?: string;
  readonly logoEn?: string;
  readonly additionalInfoDe?: string;
  readonly additionalInfoFr?: string;
  readonly additionalInfoEn?: string;
  readonly tasks?: readonly AdminFairTask[];
  readonly documents?: readonly AdminFairDocument[];
  readonly steps?: readonly AdminFairStep[];
}

export interface AdminFairWallEntry {
  readonly _id?: string;
  readonly displayName?: string;
  /** Legacy single logo, copied into logoDe. */
  readonly logo?: string;
  readonly logoDe?: string;
  readonly logoFr?: string;
  readonly logoEn?: string;
  readonly urlDe?: string;
  readonly urlFr?: string;
  readonly urlEn?: string;
  readonly publish?: DateRange;
}

export interface AdminBoothService {
  readonly _id?: string;
  readonly title?: string;
  readonly id: string;
}
