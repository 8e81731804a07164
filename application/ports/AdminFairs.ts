import type {
  AdminFair,
  AdminFairDocument,
  AdminFairStep,
  AdminFairTask,
  FairTaskBoothService,
  FairTaskInfoText,
} from '../../domain/admin/index.ts';
import type { DateRange } from '../../domain/time.ts';
import type { AdminActor } from '../admin/adminErrors.ts';
import type { AcceptedImage } from './ImageIntake.ts';

/**
 * The fairs as the back office maintains them (admin-back-office §3 Fair, Fair task, Fair step, Fair document),
 * on the tables of the fair model: the fair row with its ordered tasks, documents, flow steps and state labels.
 */

export const FAIR_LABEL_STATES = ['open', 'ordered', 'evaluation', 'confirmed'] as const;
export type FairLabelState = (typeof FAIR_LABEL_STATES)[number];

/** The fair's overriding label of each registration state, per language (`openLabelDe` ... `confirmedLabelEn`). */
export type FairStateLabelFields = { readonly [K in `${FairLabelState}Label${'De' | 'Fr' | 'En'}`]?: string | null };

export const LOGO_FIELDS = ['logoDe', 'logoFr', 'logoEn'] as const;
export type LogoField = (typeof LOGO_FIELDS)[number];

/** A fair as a manager sends it: the domain's fair form, the state labels and the version it read. */
export type AdminFairInput = Omit<AdminFair, LogoField | 'tasks'> &
  FairStateLabelFields & {
    readonly version?: number;
    /** A data URL stores a new logo (through the image intake), null or '' removes it; anything else (the address it was read with) keeps it. */
    readonly logoDe?: string | null;
    readonly logoFr?: string | null;
    readonly logoEn?: string | null;
    readonly tasks?: readonly AdminFairTaskInput[];
  };

/** A fair task as sent; `period` and `published` are kept as ranges of ISO dates. */
export type AdminFairTaskInput = AdminFairTask & { readonly published?: DateRange | null };

/** A stored fair task, its display name taken from the task definition or task title it refers to. */
export interface StoredFairTask {
  readonly _id: string;
  readonly type: 'task' | 'taskTitle';
  readonly displayNameDe: string;
  readonly required: boolean;
  readonly boothServices: readonly FairTaskBoothService[];
  readonly infoTexts: readonly FairTaskInfoText[];
  readonly period?: DateRange;
  readonly published?: DateRange;
}

export interface StoredFairDocument extends AdminFairDocument {
  readonly uuid: string;
  /** The document type the exhibitor's info tab groups by (HPLAN, STANGEBT ...). */
  readonly typ: string;
}

export interface StoredFairStep extends AdminFairStep {
  readonly uuid: string;
}

/** A fair of the overview: every field of the fair, its logos as addresses (never bytes), no tasks, documents or steps. */
export type AdminFairSummary = Required<
  Pick<
    AdminFair,
    'displayNameDe' | 'displayNameFr' | 'displayNameEn' | 'idCode' | 'fairSeries' | 'emailTeam' | 'idTeam'
  >
> &
  Pick<
    AdminFair,
    | 'defaultRegistrationUrlDe'
    | 'defaultRegistrationUrlFr'
    | 'defaultRegistrationUrlEn'
    | 'defaultGastroRegistrationUrlDe'
    | 'defaultGastroRegistrationUrlFr'
    | 'defaultGastroRegistrationUrlEn'
    | 'duration'
    | 'publish'
    | 'registrationDeadline'
    | 'documentsstartdate'
    | 'additionalInfoDe'
    | 'additionalInfoFr'
    | 'additionalInfoEn'
  > &
  FairStateLabelFields & {
    readonly _id: string;
    readonly version: number;
    readonly logoDe: string | null;
    readonly logoFr: string | null;
    readonly logoEn: string | null;
  };

export type AdminFairWithTasks = AdminFairSummary & { readonly tasks: readonly StoredFairTask[] };

export type StoredAdminFair = AdminFairWithTasks & {
  readonly documents: readonly StoredFairDocument[];
  readonly steps: readonly AdminFairStep[];
};

/** A logo to store (as the image intake accepted it), or null to remove it. Fields left out stay as they are. */
export type LogoChanges = Partial<Record<LogoField, AcceptedImage | null>>;

/** A fair ready to store: validated, its tasks completed; the logos only where they change. */
export type FairToStore = Omit<AdminFairInput, LogoField | 'version' | 'logo' | 'defaultRegistrationUrl' | 'tasks'> & {
  readonly tasks: readonly AdminFairTaskInput[];
  readonly logos: LogoChanges;
};

/** What the fair's tasks may refer to (admin-back-office §3): ids known to the catalogue. */
export interface FairReferences {
  readonly taskDefinitionIds: ReadonlySet<string>;
  readonly taskTitleIds: ReadonlySet<string>;
  /** Every booth service's ID field, in catalogue order (the completion appends in this order). */
  readonly boothServiceIds: readonly string[];
  readonly fairSeriesIds: ReadonlySet<string>;
}

/** `expectedVersion` undefined: a create. Otherwise the write is refused (AdminStaleVersion) unless the stored version matches. */
export interface AdminFairWrite {
  readonly id?: string;
  readonly expectedVersion?: number;
  /** Recorded with the audit entry (a version restored from the history says so). */
  readonly note?: string;
}

/** A fair that holds an id code: a live one, or one in the Papierkorb. */
export type IdCodeHolder = 'fair' | 'trashedFair';

export interface AdminFairs {
  list(): Promise<AdminFairSummary[]>;
  listWithTasks(): Promise<AdminFairWithTasks[]>;
  byId(id: string): Promise<StoredAdminFair | undefined>;
  references(): Promise<FairReferences>;
  /**
   * Who holds this id code besides the fair `exceptId`: another fair, a fair waiting in the Papierkorb (its code
   * stays reserved, or its restore would fail), or nobody (undefined).
   */
  idCodeHolder(idCode: string, exceptId: string | undefined): Promise<IdCodeHolder | undefined>;
  /**
   * Creates (no id) or overwrites the fair with its tasks, documents, steps and state labels in one
   * transaction, with the audit entry; answers the fair as stored. Throws AdminStaleVersion when the version
   * read is no longer the current one, AdminNotFound for an unknown id; nothing is written then.
   */
  save(fair: FairToStore, write: AdminFairWrite, actor: AdminActor): Promise<StoredAdminFair>;
  /** Replaces the fair's documents only (POST /fairdocs); `expectedVersion` undefined: not checked. */
  saveDocuments(
    id: string,
    documents: readonly AdminFairDocument[],
    expectedVersion: number | undefined,
    actor: AdminActor,
  ): Promise<StoredAdminFair>;
  /** Deletes the fair with its tasks, documents, steps and state labels; false when there is no such fair. */
  delete(id: string, expectedVersion: number | undefined, actor: AdminActor): Promise<boolean>;
}

export const AdminFairsToken = Symbol.for('AdminFairs');
