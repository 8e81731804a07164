import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { FairPageView } from '../../api/fairApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { AlertIcon } from '../../ui/Icons.tsx';
import { ConfirmRevoke, MEMBERS_TITLE_ID } from './ConfirmRevoke.tsx';
import { TeamInviteForm } from './TeamInviteForm.tsx';
import { TeamMemberList } from './TeamMemberList.tsx';
import { TeamRecentActions } from './TeamRecentActions.tsx';
import { TeamTabStore } from './TeamTabStore.ts';
import './team.css';

/**
 * The Team tab of a booth the user holds: who works on it with their own sign-in (members, invitations and expired
 * ones), inviting by e-mail with an access level, revoking, and the team's last actions. The invite form does not
 * wait for the list, and the list keeps its place with a skeleton while it loads.
 */
export const TeamTab = observer(function TeamTab({ view, regiNr }: { view: FairPageView; regiNr: string }) {
  const root = useStores();
  const { t } = useTranslation();
  const [team] = useState(() => new TeamTabStore(root, regiNr));

  useEffect(() => {
    void team.load();
  }, [team]);

  return (
    <div className="team-tab">
      <div className="team-intro">
        <h2 className="subsection-title">{t('team.title')}</h2>
        <p className="fair-muted">{t('team.intro')}</p>
      </div>
      <div className="team-columns">
        <section className="team-section" aria-labelledby={MEMBERS_TITLE_ID} aria-busy={team.state === 'loading'}>
          <h3 id={MEMBERS_TITLE_ID} className="team-section-title" tabIndex={-1}>
            {t('team.members')}
          </h3>
          {team.state === 'loading' ? (
            <TeamSkeleton rows={2} label={t('team.loading')} />
          ) : team.state === 'error' ? (
            <TeamLoadError team={team} />
          ) : (
            <TeamMemberList team={team} />
          )}
        </section>
        <TeamInviteForm team={team} />
      </div>
      {team.failure && (
        <p className="banner banner-error" role="alert">
          <AlertIcon className="banner-icon" />
          <span className="banner-text">{t(`team.failures.${team.failure}`)}</span>
        </p>
      )}
      <section className="team-section" aria-labelledby="team-actions-title" aria-busy={team.state === 'loading'}>
        <h3 id="team-actions-title" className="team-section-title">
          {t('team.actions.title')}
        </h3>
        {team.state === 'loading' ? (
          <TeamSkeleton rows={3} compact />
        ) : team.state === 'loaded' ? (
          <TeamRecentActions actions={team.recentActions} view={view} />
        ) : null}
      </section>
      <ConfirmRevoke team={team} />
    </div>
  );
});

function TeamLoadError({ team }: { team: TeamTabStore }) {
  const { t } = useTranslation();
  return (
    <div className="team-error">
      <AlertIcon className="team-error-icon" />
      <p>{t('team.loadFailed')}</p>
      <button type="button" className="button button-secondary" onClick={() => void team.load()}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** Rows of the size the loaded ones have, so that nothing below them moves when the team arrives. */
function TeamSkeleton({ rows, label, compact = false }: { rows: number; label?: string; compact?: boolean }) {
  return (
    <>
      {label && (
        <p className="sr-only" role="status">
          {label}
        </p>
      )}
      <ul className="team-skeleton" aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className={compact ? 'team-skeleton-row team-skeleton-compact' : 'team-skeleton-row'}>
            <span className="skeleton-line skeleton-line-short" />
            <span className="skeleton-line" />
          </li>
        ))}
      </ul>
    </>
  );
}
