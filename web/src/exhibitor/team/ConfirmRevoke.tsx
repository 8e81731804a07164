import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/react.tsx';
import { Modal } from '../../ui/Modal.tsx';
import type { TeamTabStore } from './TeamTabStore.ts';

export const MEMBERS_TITLE_ID = 'team-members-title';

/** Revoking access (or withdrawing an invitation) waits for a confirmation; it cannot be dismissed while under way. */
export const ConfirmRevoke = observer(function ConfirmRevoke({ team }: { team: TeamTabStore }) {
  const { t } = useTranslation();
  const member = team.confirmingRevoke;
  const busy = team.busyMemberId !== undefined;
  const action = member?.state === 'accepted' ? t('team.revoke') : t('team.withdraw');

  // The row whose button opened the dialog is gone: focus goes to the list's heading instead of the page's start.
  const revoke = async () => {
    await team.confirmRevoke();
    requestAnimationFrame(() => document.getElementById(MEMBERS_TITLE_ID)?.focus());
  };
  return (
    <Modal
      open={member !== undefined}
      title={member?.state === 'accepted' ? t('team.confirmRevokeTitle') : t('team.confirmWithdrawTitle')}
      onClose={() => team.cancelRevoke()}
      dismissDisabled={busy}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={() => team.cancelRevoke()} disabled={busy}>
            {t('team.cancel')}
          </button>
          <button type="button" className="button button-primary" onClick={() => void revoke()} disabled={busy}>
            {busy ? t('team.working') : action}
          </button>
        </>
      }
    >
      <p>
        {t(member?.allBooths ? 'team.confirmRevokeAllText' : 'team.confirmRevokeText', {
          who: member ? (member.name ?? member.email) : '',
        })}
      </p>
    </Modal>
  );
});
