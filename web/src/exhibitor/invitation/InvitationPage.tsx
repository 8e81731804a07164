import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useNavigate, useParams } from 'react-router';
import { useStores } from '../../app/StoreContext.tsx';
import { formatDate } from '../../i18n/format.ts';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { AlertIcon } from '../../ui/Icons.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { describeLevel } from '../team/levelDescription.ts';
import { InvitationPageStore } from './InvitationPageStore.ts';
import './invitation.css';

/**
 * `/invitation/:token`, opened from the invitation mail (signed in: the server sends a visitor to the sign-in and
 * back here): fair, booth, who invites and at which level, and Accept, which leads to the booth page. An invitation
 * for another address says so as it opens and offers to change accounts instead of Accept; an expired, used or
 * unknown one says so, and so does a cut link.
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  return <InvitationContent key={token} token={token} />;
}

const InvitationContent = observer(function InvitationContent({ token }: { token: string }) {
  const root = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page] = useState(() => new InvitationPageStore(root, token));
  useDocumentTitle(t('invitation.title'));

  useEffect(() => {
    void page.load();
  }, [page]);

  useEffect(() => {
    if (page.acceptedPath) void navigate(page.acceptedPath, { replace: true });
  }, [page.acceptedPath, navigate]);

  return (
    <div className="page page-narrow invitation-page">
      <h1 className="page-title">{t('invitation.title')}</h1>
      <InvitationBody page={page} />
    </div>
  );
});

const InvitationBody = observer(function InvitationBody({ page }: { page: InvitationPageStore }) {
  const { session } = useStores();
  const { t } = useTranslation();
  const language = session.language;
  const invitation = page.invitation;
  // An invitation to all the holder's booths names no fair, and its booth says "all booths".
  const allBooths = invitation?.regiNr === null;

  switch (page.state) {
    case 'loading':
      return <InvitationSkeleton label={t('invitation.loading')} />;
    case 'error':
      return <ErrorPanel text={t('invitation.loadFailed')} onRetry={() => void page.load()} />;
    case 'notFound':
    case 'gone':
    case 'incomplete':
      return (
        <Outcome title={t(`invitation.${page.state}.title`)} text={t(`invitation.${page.state}.text`)}>
          <Link className="button button-secondary" to="/">
            {t('invitation.toHome')}
          </Link>
        </Outcome>
      );
    case 'wrongAccount':
      return (
        <Outcome
          title={t('invitation.wrongAccount.title')}
          text={t('invitation.wrongAccount.text', {
            email: page.invitedEmail,
            current: session.user?.email ?? '',
          })}
        >
          <p>{t('invitation.wrongAccount.hint', { email: page.invitedEmail })}</p>
          <div className="invitation-actions">
            <Link className="button button-primary" to="/logout" onClick={() => page.switchAccount()}>
              {t('invitation.wrongAccount.signOut')}
            </Link>
            <Link className="button button-secondary" to="/">
              {t('invitation.toHome')}
            </Link>
          </div>
        </Outcome>
      );
    case 'unverified':
      return (
        <Outcome
          title={t('invitation.unverified.title')}
          text={t('invitation.unverified.text', { email: page.invitedEmail })}
        >
          <div className="invitation-actions">
            <Link className="button button-secondary" to="/">
              {t('invitation.toHome')}
            </Link>
          </div>
        </Outcome>
      );
    case 'loaded':
      if (!invitation) return null;
      return (
        <section className="card invitation-card" aria-labelledby="invitation-lead">
          <p id="invitation-lead" className="lead">
            {t(allBooths ? 'invitation.leadAll' : 'invitation.lead', { holder: invitation.holderName ?? '' })}
          </p>
          <dl className="invitation-facts">
            {!allBooths && <Fact term={t('invitation.fair')} value={invitation.fairName[language]} />}
            <Fact term={t('invitation.booth')} value={invitation.boothLabel[language]} />
            {invitation.holderName && <Fact term={t('invitation.holder')} value={invitation.holderName} />}
            <Fact
              term={t('invitation.level')}
              value={t('invitation.levelWithDescription', {
                name: t(`invitation.levelNames.${invitation.level}`),
                description: describeLevel(invitation.level, 'invitation', t, language),
              })}
            />
            <Fact term={t('invitation.email')} value={invitation.email} />
            <Fact term={t('invitation.validUntil')} value={formatDate(invitation.expiresAt, language)} />
          </dl>
          <p className="invitation-failure" role="alert">
            {page.acceptFailed && (
              <>
                <AlertIcon className="invitation-failure-icon" />
                {t('invitation.acceptFailed')}
              </>
            )}
          </p>
          <button
            type="button"
            className="button button-primary"
            disabled={page.accepting}
            aria-busy={page.accepting}
            onClick={() => void page.accept()}
          >
            {page.accepting ? t('invitation.accepting') : t('invitation.accept')}
          </button>
        </section>
      );
  }
});

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="invitation-fact">
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Outcome({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className="card invitation-card invitation-outcome" aria-labelledby="invitation-outcome-title">
      <h2 id="invitation-outcome-title" className="subsection-title">
        {title}
      </h2>
      <p>{text}</p>
      {children}
    </section>
  );
}

/** The card at the size of the loaded one, so that nothing jumps when the invitation arrives. */
function InvitationSkeleton({ label }: { label: string }) {
  return (
    <div className="card invitation-card" aria-busy="true">
      <p className="sr-only" role="status">
        {label}
      </p>
      <div className="invitation-skeleton" aria-hidden="true">
        <span className="skeleton-line skeleton-line-wide" />
        {Array.from({ length: 6 }, (_, index) => (
          <span key={index} className="skeleton-line" />
        ))}
        <span className="skeleton-line skeleton-line-short" />
      </div>
    </div>
  );
}
