import { makeAutoObservable, runInAction } from 'mobx';
import { isInvitationToken } from '../../../../domain/team/invitationLimits.ts';
import { ApiError } from '../../api/ApiError.ts';
import { acceptInvitation, getInvitation, type Invitation } from '../../api/teamApi.ts';
import type { RootStore } from '../../app/RootStore.ts';
import { SIGN_IN_RETURN_KEY } from '../session/LogoutPageStore.ts';

/**
 * loaded: open, to accept; wrongAccount: signed in with another address than the invited one (the invitation says so
 * when it opens, or the 403 on accepting); unverified: the invited address, but the identity provider has not
 * verified it (403); gone: expired or already used (410, or so the invitation says); notFound: no such invitation
 * (404); incomplete: the link's token is not whole (cut or damaged on its way, so not asked for); error: not
 * readable now.
 */
export type InvitationPageState =
  'loading' | 'loaded' | 'wrongAccount' | 'unverified' | 'gone' | 'notFound' | 'incomplete' | 'error';

/** The invitation a colleague opens from the mail: what it is for, and accepting it. */
export class InvitationPageStore {
  state: InvitationPageState = 'loading';
  invitation: Invitation | undefined = undefined;
  accepting = false;
  acceptFailed = false;
  /** The booth page to go to once accepted. */
  acceptedPath: string | undefined = undefined;

  readonly #root: RootStore;
  readonly token: string;

  constructor(root: RootStore, token: string) {
    this.#root = root;
    this.token = token;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The address the invitation is for (known from the invitation; the 403 says only that it is another). */
  get invitedEmail(): string {
    return this.invitation?.email ?? '';
  }

  async load(): Promise<void> {
    // Trying again would not make a cut link whole: it says so at once.
    if (!isInvitationToken(this.token)) {
      this.state = 'incomplete';
      return;
    }
    this.state = 'loading';
    try {
      const invitation = await getInvitation(this.#root.api, this.token);
      runInAction(() => {
        this.invitation = invitation;
        // Accept is not offered to an account it cannot work for.
        if (invitation.state !== 'open') this.state = 'gone';
        else this.state = invitation.forYou ? 'loaded' : 'wrongAccount';
      });
    } catch (error) {
      this.#failed(error, 'error');
    }
  }

  async accept(): Promise<void> {
    if (this.accepting || this.state !== 'loaded') return;
    this.accepting = true;
    this.acceptFailed = false;
    try {
      const accepted = await acceptInvitation(this.#root.api, this.token);
      // Home, the fair navigation and the deadlines show the shared booth from now on.
      await this.#root.home.refresh();
      this.#root.home.markForReload();
      runInAction(() => {
        // All the holder's booths: Home lists them.
        this.acceptedPath =
          accepted.regiNr === null || accepted.fairIdCode === null
            ? '/'
            : `/fair/${encodeURIComponent(accepted.fairIdCode)}/${encodeURIComponent(accepted.regiNr)}`;
      });
    } catch (error) {
      this.#failed(error, 'acceptFailed');
    } finally {
      runInAction(() => {
        this.accepting = false;
      });
    }
  }

  /** Signs out to sign in with the invited account; the logout page leads back here afterwards. */
  switchAccount(): void {
    this.#root.storage.setItem(SIGN_IN_RETURN_KEY, `/invitation/${encodeURIComponent(this.token)}`);
  }

  #failed(error: unknown, otherwise: 'error' | 'acceptFailed'): void {
    const status = error instanceof ApiError ? error.status : undefined;
    const unverified = error instanceof ApiError && error.messageKey === 'errors.invitationEmailUnverified';
    runInAction(() => {
      if (status === 403) this.state = unverified ? 'unverified' : 'wrongAccount';
      else if (status === 410) this.state = 'gone';
      else if (status === 400 && otherwise === 'error') this.state = 'incomplete';
      else if (status === 404) this.state = 'notFound';
      else if (status === 401) return;
      else if (otherwise === 'error') this.state = 'error';
      else this.acceptFailed = true;
    });
    // 403 here is the invitation's answer (another account), not an ended session: only a 401 ends it.
    if (status === 401) this.#root.handleApiFailure(error);
    else if (status === undefined || status >= 500 || status === 0) console.warn('invitation failed', error);
  }
}
