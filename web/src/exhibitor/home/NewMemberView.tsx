import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/react.tsx';
import { formatDate } from '../../i18n/format.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';

/** A user who is not (yet) an exhibitor sees the registration offers instead of a booth list (spec: exhibitor-area §6). */
export const NewMemberView = observer(function NewMemberView() {
  const { home, session } = useStores();
  const { t } = useTranslation();
  const language = session.language;
  const fairs = home.fairsOpenForRegistration;

  return (
    <section className="section new-member" aria-labelledby="new-member-title">
      <div className="new-member-intro">
        <h2 id="new-member-title" className="section-title">
          {t('newMember.title')}
        </h2>
        <p>{t('newMember.text')}</p>
      </div>
      <h3 className="subsection-title">{t('newMember.offersTitle')}</h3>
      {fairs.length === 0 ? (
        <p className="empty-state">{t('newMember.noOffers')}</p>
      ) : (
        <ul className="card-grid">
          {fairs.map((fair) => {
            const name = fair.displayName[language];
            return (
              <li key={fair.idCode}>
                <article className="card offer-card">
                  <h4 className="offer-card-title">{name}</h4>
                  {fair.registrationDeadline && (
                    <p className="offer-card-deadline">
                      {t('home.registrationDeadline', { date: formatDate(fair.registrationDeadline, language) })}
                    </p>
                  )}
                  <SmartLink href={fair.registrationUrl[language]} className="button button-primary">
                    {t('newMember.register')}
                    <span className="sr-only">: {name}</span>
                  </SmartLink>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});
