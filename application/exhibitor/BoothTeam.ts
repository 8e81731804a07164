import {
  acceptRefusal,
  boothLabel,
  invitationExpiresAt,
  invitationLinkState,
  inviteRefusal,
  localized,
  memberState,
  normalEmail,
  type Localized,
  type TeamLevel,
} from '../../domain/index.ts';
import { invitationLimitRefusal, type InvitationLimit } from '../../domain/team/invitationLimits.ts';
import type { BookingSystem } from '../ports/BookingSystem.ts';
import type { BoothActionKind, BoothTeams, TeamMemberRecord } from '../ports/BoothTeams.ts';
import type { ChangeNotices } from '../ports/ChangeNotices.ts';
import type { Fairs } from '../ports/Fairs.ts';
import type { MailQueue } from '../ports/Mail.ts';
import type { TaskAssignments } from '../ports/TaskAssignments.ts';
import type { User, Users } from '../ports/Users.ts';
import type { BoothScope } from '../shared/BoothAccess.ts';
import { teamInvitationMail } from './TeamInvitationMail.ts';

/** How many of a booth's last actions the holder sees. */
export const RECENT_ACTIONS = 20;

export interface TeamMemberView {
  readonly id: string;
  readonly email: string;
  readonly name: string | null;
  readonly level: TeamLevel;
  /** Whether the invitation or membership is of all the holder's booths (those booked later too). */
  readonly allBooths: boolean;
  readonly state: 'invited' | 'accepted' | 'expired';
  readonly invitedAt: string;
  readonly acceptedAt: string | null;
  readonly expiresAt: string;
}

export interface TeamView {
  readonly members: readonly TeamMemberView[];
  readonly recentActions: ReadonlyArray<{
    at: string;
    actor: { name: string | null; email: string };
    kind: BoothActionKind;
    taskId: string | null;
    notificationState?: boolean;
    assignee?: { name: string | null; email: string };
  }>;
}

/** regiNr null: an invitation to all the holder's booths (boothLabel and fairName then say so). */
export interface InvitationView {
  readonly regiNr: string | null;
  readonly boothLabel: Localized<string>;
  readonly fairName: Localized<string>;
  readonly holderName: string | null;
  readonly level: TeamLevel;
  readonly email: string;
  readonly expiresAt: string;
  readonly state: 'open' | 'accepted' | 'expired';
  /** Whether it is addressed to the signed-in reader's e-mail (only they can accept it). */
  readonly forYou: boolean;
}

/** How an invitation to all the holder's booths names its booth and fair. */
const ALL_BOOTHS: Localized<string> = { de: 'Alle Stände', fr: 'Tous les stands', en: 'All booths' };
const ALL_FAIRS: Localized<string> = { de: 'Alle Messen', fr: 'Tous les salons', en: 'All fairs' };

type NotFound = { ok: false; error: 'boothNotFound' };
const notFound: NotFound = { ok: false, error: 'boothNotFound' };

export type InviteResult =
  | { ok: true; member: TeamMemberView }
  | NotFound
  | { ok: false; error: 'alreadyInvited' }
  | { ok: false; error: 'invalidEmail' | 'ownEmail' }
  | { ok: false; error: 'limited'; limit: InvitationLimit; retryAfterSeconds: number };

export type AcceptResult =
  | { ok: true; regiNr: string | null; fairIdCode: string | null }
  | { ok: false; error: 'notFound' | 'gone' | 'otherEmail' | 'unverifiedEmail' };

export interface BoothTeamDependencies {
  readonly teams: BoothTeams;
  readonly bookingSystem: Pick<BookingSystem, 'boothsOfFair'>;
  readonly fairs: Pick<Fairs, 'byIdCode'>;
  readonly users: Pick<Users, 'byId'>;
  readonly mailQueue: MailQueue;
  readonly changes: Pick<ChangeNotices, 'publish'>;
  readonly publicUrl: string;
  /** What a revoked member held is handed back (the task is unassigned and reminds the whole team again). */
  readonly assignments?: Pick<TaskAssignments, 'unassignAllOf'>;
}

function memberView(record: TeamMemberRecord, now: Date): TeamMemberView {
  return {
    id: record.id,
    email: record.email,
    name: record.memberName,
    level: record.level,
    allBooths: record.regiNr === null,
    state: memberState(record, now),
    invitedAt: record.invitedAt.toISOString(),
    acceptedAt: record.acceptedAt?.toISOString() ?? null,
    expiresAt: record.expiresAt.toISOString(),
  };
}

const fullName = (user: Pick<User, 'givenName' | 'familyName'>) => `${user.givenName} ${user.familyName}`.trim();

/**
 * The team of a booth: its holder invites colleagues by e-mail (a link valid 14 days, mailed in the holder's
 * language through the queue), sees them and the booth's last actions, and revokes them; the invited colleague
 * reads and accepts the invitation signed in with the invited address. Only the holder manages the team (domain
 * mayDo 'manageTeam', as the operations' x-booth declares); to anyone else the booth's team does not exist.
 */
export class BoothTeam {
  private readonly deps: BoothTeamDependencies;

  constructor(deps: BoothTeamDependencies) {
    this.deps = deps;
  }

  async teamOf(scope: BoothScope<'manageTeam'>, now: Date): Promise<{ ok: true; view: TeamView }> {
    const { caller: user, regiNr } = scope;
    const [members, actions] = await Promise.all([
      this.deps.teams.membersOf(regiNr, user.id),
      this.deps.teams.recentActions(regiNr, RECENT_ACTIONS),
    ]);
    return {
      ok: true,
      view: {
        members: members.map((record) => memberView(record, now)),
        recentActions: actions.map((action) => ({
          at: action.at.toISOString(),
          actor: { name: action.actorName, email: action.actorEmail },
          kind: action.kind,
          taskId: action.taskId,
          ...(action.notificationState === undefined ? {} : { notificationState: action.notificationState }),
          ...(action.assignee ? { assignee: action.assignee } : {}),
        })),
      },
    };
  }

  /**
   * `booths: 'all'` invites to all the holder's booths, present and future: the booth of the scope only proves
   * that the caller holds a booth (the manageTeam rule), the invitation names none.
   */
  async invite(
    scope: BoothScope<'manageTeam'>,
    request: { email: string; level: TeamLevel; booths?: 'this' | 'all' },
    now: Date,
  ): Promise<InviteResult> {
    const { caller: user } = scope;
    const allBooths = request.booths === 'all';
    const regiNr = allBooths ? null : scope.regiNr;
    const email = normalEmail(request.email);
    const existing = (await this.deps.teams.membersOf(scope.regiNr, user.id)).find(
      (member) => member.email === email && member.regiNr === regiNr,
    );
    const refusal = inviteRefusal(scope.reader.access, user.email, email, existing && memberState(existing, now));
    if (refusal === 'notHolder') return notFound;
    if (refusal) return { ok: false, error: refusal };
    const booth = scope.listed.data;
    // An open invitation of the address is replaced (its link stops working); the limits decide in the write's
    // transaction, so parallel invitations are counted one after another.
    const invited = await this.deps.teams.invite(
      {
        regiNr,
        fairIdCode: allBooths ? null : booth.fairIdCode,
        holderId: user.id,
        holderEmail: user.email,
        email,
        level: request.level,
        invitedAt: now,
        expiresAt: invitationExpiresAt(now),
      },
      (facts) => invitationLimitRefusal(facts, now),
    );
    // Accepted by the address meanwhile.
    if (!invited.ok && invited.error === 'member') return { ok: false, error: 'alreadyInvited' };
    if (!invited.ok) return { ok: false, error: 'limited', ...invited.refusal };
    const fair = allBooths ? undefined : await this.deps.fairs.byIdCode(booth.fairIdCode);
    const language = user.locale;
    const mail = teamInvitationMail({
      to: email,
      language,
      holderName: fullName(user),
      holderEmail: user.email,
      ...(allBooths
        ? {}
        : { booth: { label: boothLabel(booth, language), fairName: fair?.displayName[language] || booth.fairIdCode } }),
      level: request.level,
      link: `${this.deps.publicUrl.replace(/\/$/, '')}/invitation/${invited.token}`,
      expiresAt: invited.record.expiresAt,
    });
    // One mail per link: an invitation sent again at the same instant (a clock that stands still) has a new link and
    // needs its own mail. The queued mail holds the whole link already, so its start in the key tells nothing more.
    await this.deps.mailQueue.enqueue(mail, `team-invitation:${invited.record.id}:${invited.token.slice(0, 8)}`);
    return { ok: true, member: memberView(invited.record, now) };
  }

  async remove(scope: BoothScope<'manageTeam'>, memberId: string): Promise<{ ok: true } | NotFound> {
    const { caller: user, regiNr } = scope;
    const member = (await this.deps.teams.membersOf(regiNr, user.id)).find((record) => record.id === memberId);
    if (!member || !(await this.deps.teams.remove(regiNr, user.id, memberId))) return notFound;
    // The grant is read from the database on every request; the notice empties the member's kept lists (Home,
    // deadlines) in every process.
    if (member.memberId) {
      await this.deps.assignments?.unassignAllOf(regiNr, member.memberId);
      await this.deps.changes.publish({ scope: 'user', userId: member.memberId });
    }
    return { ok: true };
  }

  /** The invitation as `reader` (signed in) sees it from the link. */
  async invitation(token: string, reader: Pick<User, 'email'>, now: Date): Promise<InvitationView | undefined> {
    const record = await this.deps.teams.byToken(token);
    if (!record) return undefined;
    const { regiNr, fairIdCode } = record;
    const [fair, holder, list] = await Promise.all([
      fairIdCode === null ? undefined : this.deps.fairs.byIdCode(fairIdCode),
      this.deps.users.byId(record.holderId),
      fairIdCode === null
        ? undefined
        : this.deps.bookingSystem.boothsOfFair(record.holderEmail, fairIdCode).catch(() => undefined),
    ]);
    const booth = list?.data.find((candidate) => candidate.regiNr === regiNr);
    return {
      regiNr,
      boothLabel: localized((language) =>
        regiNr === null ? ALL_BOOTHS[language] : booth ? boothLabel(booth, language) : regiNr,
      ),
      fairName: fair?.displayName ?? localized((language) => fairIdCode ?? ALL_FAIRS[language]),
      holderName: holder ? fullName(holder) || null : null,
      level: record.level,
      email: record.email,
      expiresAt: record.expiresAt.toISOString(),
      state: invitationLinkState(record, now),
      forYou: normalEmail(record.email) === normalEmail(reader.email),
    };
  }

  /** `emailVerified`: the identity provider verified the user's address at their sign-in (or in their token). */
  async accept(user: User, token: string, now: Date, emailVerified: boolean): Promise<AcceptResult> {
    const record = await this.deps.teams.byToken(token);
    if (!record) return { ok: false, error: 'notFound' };
    const refusal = acceptRefusal(record, { email: user.email, emailVerified }, now);
    if (refusal) return { ok: false, error: refusal };
    // Only one of two requests at once accepts (the row is updated only while open).
    if (!(await this.deps.teams.accept(record.id, user.id, now))) return { ok: false, error: 'gone' };
    await this.deps.changes.publish({ scope: 'user', userId: user.id });
    return { ok: true, regiNr: record.regiNr, fairIdCode: record.fairIdCode };
  }
}
