import { observer } from 'mobx-react-lite';
import type { TFunction } from '../../i18n/translator.ts';
import { useTranslation } from '../../i18n/react.tsx';
import type { TeamMember } from '../../api/teamApi.ts';
import type { Language } from '../../api/types.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { formatDate } from '../../i18n/format.ts';
import { describeLevel } from './levelDescription.ts';
import type { TeamTabStore } from './TeamTabStore.ts';

/** The members with their level (and what it allows), their state with its days, and what can be done with each. */
export const TeamMemberList = observer(function TeamMemberList({ team }: { team: TeamTabStore }) {
  const { t } = useTranslation();
  if (team.members.length === 0) {
    return (
      <div className="empty-state team-empty">
        <p className="empty-state-title">{t('team.emptyTitle')}</p>
        <p>{t('team.emptyText')}</p>
      </div>
    );
  }
  return (
    <ul className="team-members">
      {team.members.map((member) => (
        <MemberRow key={member.id} member={member} team={team} />
      ))}
    </ul>
  );
});

const MemberRow = observer(function MemberRow({ member, team }: { member: TeamMember; team: TeamTabStore }) {
  const { session } = useStores();
  const { t } = useTranslation();
  const language = session.language;
  const busy = team.busyMemberId === member.id;
  const who = member.name ?? member.email;
  return (
    <li className="team-member" data-member-id={member.id} data-state={member.state}>
      <div className="team-member-who">
        <p className="team-member-name">{who}</p>
        {member.name && <p className="team-member-email">{member.email}</p>}
      </div>
      <dl className="team-member-facts">
        <div>
          <dt className="sr-only">{t('team.level')}</dt>
          <dd>
            {member.allBooths && <span className="badge team-all-booths">{t('team.allBooths')}</span>}{' '}
            <span className="badge team-level">{t(`team.levels.${member.level}`)}</span>{' '}
            <span className="team-level-hint">{describeLevel(member.level, 'team', t, language)}</span>
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('team.state')}</dt>
          <dd>
            <span className={`badge team-state team-state-${member.state}`}>{t(`team.states.${member.state}`)}</span>{' '}
            <span className="team-dates">{datesOf(member, language, t)}</span>
          </dd>
        </div>
      </dl>
      <div className="team-member-actions">
        {member.state === 'expired' && (
          <button
            type="button"
            className="button button-secondary"
            disabled={team.busyMemberId !== undefined}
            aria-busy={busy}
            onClick={() => void team.inviteAgain(member)}
          >
            {busy ? t('team.working') : t('team.inviteAgain')}
            <span className="sr-only">: {who}</span>
          </button>
        )}
        <button
          type="button"
          className="button button-secondary team-revoke"
          disabled={team.busyMemberId !== undefined}
          onClick={() => team.askRevoke(member)}
        >
          {member.state === 'accepted' ? t('team.revoke') : t('team.withdraw')}
          <span className="sr-only">: {who}</span>
        </button>
      </div>
    </li>
  );
});

function datesOf(member: TeamMember, language: Language, t: TFunction) {
  switch (member.state) {
    case 'accepted':
      return t('team.acceptedOn', { date: formatDate(member.acceptedAt ?? member.invitedAt, language) });
    case 'expired':
      return t('team.expiredOn', { date: formatDate(member.expiresAt, language) });
    case 'invited':
      return `${t('team.invitedOn', { date: formatDate(member.invitedAt, language) })} · ${t('team.validUntil', {
        date: formatDate(member.expiresAt, language),
      })}`;
  }
}
