import { makeAutoObservable, runInAction } from 'mobx';
import { isValidEmailAddress, MAX_EMAIL_LENGTH } from '../../../../domain/admin/linkRules.ts';
import type { InvitationLimit } from '../../../../domain/team/invitationLimits.ts';
import { ApiError } from '../../api/ApiError.ts';
import {
  getTeam,
  inviteMember,
  revokeMember,
  type InvitedBooths,
  type TeamAction,
  type TeamLevel,
  type TeamMember,
} from '../../api/teamApi.ts';
import type { RootStore } from '../../app/RootStore.ts';

export type TeamTabState = 'loading' | 'loaded' | 'error';
/** Why the e-mail field is refused: empty, not an address, or a member already (409). */
export type InviteEmailError = 'required' | 'invalid' | 'taken';
/** A failure that belongs to no field (the e-mail field shows its own). */
export type TeamFailure = 'inviteFailed' | 'revokeFailed';
/** The limit of invitations a 429 names by its message key: the booth's open ones, or the holder's day. */
const LIMITS_BY_KEY: Readonly<Record<string, InvitationLimit>> = {
  'errors.tooManyOpenInvitations': 'openPerBooth',
  'errors.tooManyInvitationsToday': 'perDay',
};

export { MAX_EMAIL_LENGTH };

/**
 * The Team tab of a booth the user holds: the members (invited, accepted, expired), the invite form, revoking
 * with a confirmation, inviting again for an expired invitation, and the last actions of the team. A failed
 * invitation keeps what was typed; an ended session ends the session as everywhere.
 */
export class TeamTabStore {
  state: TeamTabState = 'loading';
  members: readonly TeamMember[] = [];
  recentActions: readonly TeamAction[] = [];

  email = '';
  level: TeamLevel = 'tasks';
  booths: InvitedBooths = 'this';
  emailError: InviteEmailError | undefined = undefined;
  inviting = false;
  /** The address just invited, said once in the status line. */
  invited: string | undefined = undefined;
  /** The limit the last invitation was refused by, and from when (ISO) one may pass, if the server said. */
  limited: { readonly limit: InvitationLimit; readonly retryAt: string | undefined } | undefined = undefined;

  /** The member whose access waits for the confirmation to be revoked. */
  confirmingRevoke: TeamMember | undefined = undefined;
  /** The member a request is under way for (revoke or invite again). */
  busyMemberId: string | undefined = undefined;
  failure: TeamFailure | undefined = undefined;

  readonly #root: RootStore;
  readonly regiNr: string;

  constructor(root: RootStore, regiNr: string) {
    this.#root = root;
    this.regiNr = regiNr;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(): Promise<void> {
    if (this.state !== 'loaded') this.state = 'loading';
    try {
      const team = await getTeam(this.#root.api, this.regiNr);
      runInAction(() => {
        this.members = team.members;
        this.recentActions = team.recentActions;
        this.state = 'loaded';
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'error';
      });
      if (error instanceof ApiError && error.isAuthFailure) this.#root.handleApiFailure(error);
      else console.warn('team not loaded', error);
    }
  }

  setEmail(value: string): void {
    this.email = value;
    this.emailError = undefined;
    this.invited = undefined;
  }

  setLevel(level: TeamLevel): void {
    this.level = level;
  }

  setBooths(booths: InvitedBooths): void {
    this.booths = booths;
  }

  /** Checks the address here first; answers whether the invitation was sent. What was typed stays on a failure. */
  async invite(): Promise<boolean> {
    if (this.inviting) return false;
    const email = this.email.trim();
    this.failure = undefined;
    this.invited = undefined;
    this.limited = undefined;
    this.emailError = email === '' ? 'required' : isValidEmailAddress(email) ? undefined : 'invalid';
    if (this.emailError) return false;
    this.inviting = true;
    try {
      const member = await inviteMember(this.#root.api, this.regiNr, email, this.level, this.booths);
      runInAction(() => {
        this.members = [...this.members.filter((other) => other.id !== member.id), member];
        this.email = '';
        this.invited = member.email;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        if (error instanceof ApiError && error.status === 409) this.emailError = 'taken';
        else if (error instanceof ApiError && error.status === 422) this.emailError = 'invalid';
        else if (error instanceof ApiError && error.status === 429) this.limited = limitOf(error);
        else this.failure = 'inviteFailed';
      });
      this.#otherFailure(error);
      return false;
    } finally {
      runInAction(() => {
        this.inviting = false;
      });
    }
  }

  askRevoke(member: TeamMember): void {
    this.failure = undefined;
    this.confirmingRevoke = member;
  }

  cancelRevoke(): void {
    if (this.busyMemberId === undefined) this.confirmingRevoke = undefined;
  }

  async confirmRevoke(): Promise<void> {
    const member = this.confirmingRevoke;
    if (!member || this.busyMemberId !== undefined) return;
    this.busyMemberId = member.id;
    try {
      await revokeMember(this.#root.api, this.regiNr, member.id);
      runInAction(() => {
        this.members = this.members.filter((other) => other.id !== member.id);
      });
    } catch (error) {
      const gone = error instanceof ApiError && error.status === 404;
      runInAction(() => {
        // Already gone (revoked in another tab): the list says so as well as a success would.
        if (gone) this.members = this.members.filter((other) => other.id !== member.id);
        else this.failure = 'revokeFailed';
      });
      if (!gone) this.#otherFailure(error);
    } finally {
      runInAction(() => {
        this.busyMemberId = undefined;
        this.confirmingRevoke = undefined;
      });
    }
  }

  /** An expired invitation is sent again, at the same level, as a new one in its place. */
  async inviteAgain(member: TeamMember): Promise<void> {
    if (this.busyMemberId !== undefined) return;
    this.busyMemberId = member.id;
    this.failure = undefined;
    this.limited = undefined;
    try {
      // The server puts the new invitation in the place of the expired one (same row, a new link).
      const renewed = await inviteMember(
        this.#root.api,
        this.regiNr,
        member.email,
        member.level,
        member.allBooths ? 'all' : 'this',
      );
      runInAction(() => {
        this.members = this.members.map((other) => (other.id === member.id ? renewed : other));
        this.invited = renewed.email;
      });
    } catch (error) {
      runInAction(() => {
        if (error instanceof ApiError && error.status === 429) this.limited = limitOf(error);
        else this.failure = 'inviteFailed';
      });
      this.#otherFailure(error);
    } finally {
      runInAction(() => {
        this.busyMemberId = undefined;
      });
    }
  }

  /** An ended session ends the session; anything else is shown where it happened and logged. */
  #otherFailure(error: unknown): void {
    if (error instanceof ApiError && error.isAuthFailure) this.#root.handleApiFailure(error);
    else if (!(error instanceof ApiError && [409, 422, 429].includes(error.status))) {
      console.warn('team change failed', error);
    }
  }
}

/** A 429 of another kind (too many requests at all) is said like the day's limit: wait, then send again. */
function limitOf(error: ApiError): TeamTabStore['limited'] {
  const seconds = error.retryAfterSeconds;
  return {
    limit: LIMITS_BY_KEY[error.messageKey] ?? 'perDay',
    retryAt: seconds === undefined ? undefined : new Date(Date.now() + seconds * 1000).toISOString(),
  };
}
