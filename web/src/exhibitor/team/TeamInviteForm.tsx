import { observer } from 'mobx-react-lite';
import { useId, useRef, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { INVITATIONS_PER_DAY, OPEN_INVITATIONS_PER_BOOTH } from '../../../../domain/team/invitationLimits.ts';
import { TEAM_LEVELS, type InvitedBooths } from '../../api/teamApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { FORMAT_LOCALES, type Language } from '../../i18n/languages.ts';
import { AlertIcon } from '../../ui/Icons.tsx';
import { describeLevel } from './levelDescription.ts';
import { MAX_EMAIL_LENGTH, type TeamTabStore } from './TeamTabStore.ts';

const INVITED_BOOTHS: readonly InvitedBooths[] = ['this', 'all'];

/**
 * Inviting a colleague: the address, this booth or all the holder's booths, and the access level. The address is checked before anything is sent; a refusal
 * (already invited, not an address) is said at the field, which gets the focus, and nothing typed is lost.
 */
export const TeamInviteForm = observer(function TeamInviteForm({ team }: { team: TeamTabStore }) {
  const { session } = useStores();
  const { t } = useTranslation();
  const emailId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const error = team.emailError;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await team.invite();
    if (sent || team.emailError) emailRef.current?.focus();
  };

  return (
    <section className="team-section team-invite" aria-labelledby="team-invite-title">
      <h3 id="team-invite-title" className="team-section-title">
        {t('team.invite.title')}
      </h3>
      <form className="team-invite-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="form-field">
          <label htmlFor={emailId}>{t('team.invite.email')}</label>
          <input
            ref={emailRef}
            id={emailId}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            required
            maxLength={MAX_EMAIL_LENGTH}
            value={team.email}
            readOnly={team.inviting}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${emailId}-hint ${emailId}-error`}
            onChange={(event) => team.setEmail(event.target.value)}
          />
          <p id={`${emailId}-hint`} className="field-hint">
            {t('team.invite.emailHint')}
          </p>
          {/* Always there, so that a message appearing moves nothing below it. */}
          <p id={`${emailId}-error`} className="field-error team-field-error">
            {error ? t(`team.emailErrors.${error}`) : ''}
          </p>
        </div>
        <fieldset className="team-levels team-booths">
          <legend>{t('team.booths.legend')}</legend>
          {INVITED_BOOTHS.map((booths) => (
            <label key={booths} className="team-level-option">
              <input
                type="radio"
                name="booths"
                value={booths}
                checked={team.booths === booths}
                disabled={team.inviting}
                onChange={() => team.setBooths(booths)}
              />
              <span className="team-level-name">{t(`team.booths.${booths}`)}</span>
              <span className="team-level-hint">{t(`team.booths.${booths}Hint`)}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="team-levels">
          <legend>{t('team.level')}</legend>
          {TEAM_LEVELS.map((level) => (
            <label key={level} className="team-level-option">
              <input
                type="radio"
                name="level"
                value={level}
                checked={team.level === level}
                disabled={team.inviting}
                onChange={() => team.setLevel(level)}
              />
              <span className="team-level-name">{t(`team.levels.${level}`)}</span>
              <span className="team-level-hint">{describeLevel(level, 'team', t, session.language)}</span>
            </label>
          ))}
        </fieldset>
        <div className="team-invite-foot">
          <InviteLimitNotice team={team} />
          <button type="submit" className="button button-primary" disabled={team.inviting} aria-busy={team.inviting}>
            {team.inviting ? t('team.invite.sending') : t('team.invite.submit')}
          </button>
          <p className="team-invite-status" role="status">
            {team.invited ? t('team.invite.sent', { email: team.invited }) : ''}
          </p>
        </div>
      </form>
    </section>
  );
});

const LIMIT_COUNTS = { openPerBooth: OPEN_INVITATIONS_PER_BOOTH, perDay: INVITATIONS_PER_DAY } as const;

/** When a limit frees a slot: day and time in the reader's zone, since the wait may be hours or days. */
function formatWhen(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(FORMAT_LOCALES[language], { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** A refused invitation by a limit: which one and from when it passes; the typed address stays in the field. */
const InviteLimitNotice = observer(function InviteLimitNotice({ team }: { team: TeamTabStore }) {
  const { session } = useStores();
  const { t } = useTranslation();
  const limited = team.limited;
  if (!limited) return null;
  const when = limited.retryAt && formatWhen(limited.retryAt, session.language);
  return (
    <p className="banner banner-error team-limit" role="alert">
      <AlertIcon className="banner-icon" />
      <span className="banner-text">
        {t(`team.limits.${limited.limit}`, { limit: LIMIT_COUNTS[limited.limit] })}{' '}
        {when ? t(`team.limits.${limited.limit}Until`, { when }) : t('team.limits.later')}
      </span>
    </p>
  );
});
