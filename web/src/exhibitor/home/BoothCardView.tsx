import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { isBoothBooked, isRenewalBooth } from '../../../../domain/exhibitor/renewal.ts';
import { REGISTRATION_STEPS } from '../../../../domain/exhibitor/registrationStatus.ts';
import { mayDo } from '../../../../domain/team/boothOperations.ts';
import { sharedByOf } from '../../api/teamApi.ts';
import type { BoothCard } from '../../api/types.ts';
import { formatDate, formatDateRange } from '../../i18n/format.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { CartIcon } from '../../ui/Icons.tsx';
import { SharedBadge } from '../../ui/SharedBadge.tsx';
import { readerOf } from '../team/boothReader.ts';
import type { BoothProgressOf } from './BoothProgressStore.ts';
import { BoothTaskProgress } from './BoothTaskProgress.tsx';

/** The fair and booth page of a booth (spec: exhibitor-area §2 /fair/:code/:booth). */
export function boothPagePath(fairIdCode: string, regiNr: string): string {
  return `/fair/${encodeURIComponent(fairIdCode)}/${encodeURIComponent(regiNr)}`;
}

/**
 * One of the user's active booths: hall / booth number, fair, status (spec: exhibitor-area §2 Home). The
 * whole card leads to the booth's page; an OP renewal card to the booth's registration in the booking system
 * when the home view has its link, else to the booth's page, which offers the registration too. The registration
 * and the basket are the holder's contract: a member without contractActions is led to the booth's page and sees no
 * basket badge.
 */
export const BoothCardView = observer(function BoothCardView({
  booth,
  progress,
}: {
  booth: BoothCard;
  /** The booth's task progress; a booth not booked (an OP renewal offer, domain isBoothBooked) has none to show. */
  progress?: BoothProgressOf;
}) {
  const { session } = useStores();
  const { t } = useTranslation();
  const language = session.language;
  const position = REGISTRATION_STEPS.indexOf(booth.statusStep) + 1;
  const renewal = isRenewalBooth(booth);
  const location = t('booth.location', { hall: booth.halleBezeichnung[language], number: booth.standnummer });
  const sharedBy = sharedByOf(booth);
  const contract = mayDo(readerOf(sharedBy), 'contractActions');
  const registrationUrl = contract ? booth.registrationUrl : null;

  return (
    <article
      className={renewal ? 'card booth-card booth-card-link booth-card-renewal' : 'card booth-card booth-card-link'}
      data-regi-nr={booth.regiNr}
    >
      <header className="booth-card-head">
        {booth.fair.logo && <img className="fair-logo" src={booth.fair.logo} alt="" width={40} height={40} />}
        <div>
          <p className="booth-card-fair">{booth.fair.displayName[language]}</p>
          <p className="booth-card-dates">
            <span className="sr-only">{t('booth.dates')}: </span>
            {formatDateRange(booth.fair.duration, language)}
          </p>
        </div>
      </header>
      <h3 className="booth-card-location">
        {renewal && registrationUrl ? (
          // An OP renewal card opens the booth's registration in the booking system (spec: exhibitor-area §2 Home).
          <a className="stretched-link" href={registrationUrl} target="_blank" rel="noopener noreferrer">
            <span className="sr-only">{t('booth.hallAndNumber')}: </span>
            {location}
            <span className="sr-only">
              , {booth.fair.displayName[language]}, {t('booth.renew')} {t('common.opensInNewWindow')}
            </span>
          </a>
        ) : (
          <Link className="stretched-link" to={boothPagePath(booth.fair.idCode, booth.regiNr)}>
            <span className="sr-only">{t('booth.hallAndNumber')}: </span>
            {location}
            <span className="sr-only">, {booth.fair.displayName[language]}</span>
          </Link>
        )}
      </h3>
      {renewal && (
        <p className="booth-card-renewal-note">
          <strong>{t('booth.renewal')}</strong>
          {/* Renewing is the holder's to do: a member is not asked to. */}
          {contract && <> {t('home.renewalHint')}</>}
          {contract && booth.fair.registrationDeadline && (
            <>
              <br />
              {t('home.registrationDeadline', { date: formatDate(booth.fair.registrationDeadline, language) })}
            </>
          )}
        </p>
      )}
      <div className="booth-card-status">
        <p className="status-label">
          <span className="sr-only">{t('booth.status')}: </span>
          {booth.statusLabel[language]}
        </p>
        <ol
          className="status-steps"
          aria-label={t('booth.progress', { step: position, total: REGISTRATION_STEPS.length })}
        >
          {REGISTRATION_STEPS.map((step, index) => (
            <li key={step} className={index < position ? 'status-step status-step-done' : 'status-step'} />
          ))}
        </ol>
      </div>
      {isBoothBooked(booth) && progress && <BoothTaskProgress of={progress} />}
      <footer className="booth-card-foot">
        <span className="booth-card-regi">{t('booth.registrationNumber', { regiNr: booth.regiNr })}</span>
        {sharedBy && <SharedBadge sharedBy={sharedBy} />}
        {contract && booth.hatWarenkorbPositionen && (
          <span className="badge badge-warning">
            <CartIcon />
            {t('booth.basketOpen')}
          </span>
        )}
      </footer>
    </article>
  );
});
