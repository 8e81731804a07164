import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/react.tsx';
import type { FairPageView } from '../../api/fairApi.ts';
import type { FairPageStore } from './FairPageStore.ts';

/** The contact tab (exhibitor-area §2 Fair page): the fair team's address and the contact-the-fair-team modal. */
export const ContactTab = observer(function ContactTab({ page, view }: { page: FairPageStore; view: FairPageView }) {
  const { t } = useTranslation();
  const email = view.actions.contactTeamEmail ?? view.fair.teamEmail;
  const fairName = view.fair.displayName[view.language];

  return (
    <section className="fair-panel-section" aria-labelledby="contact-title">
      <h2 id="contact-title" className="subsection-title">
        {t('fair.contact.title')}
      </h2>
      <p>{t('fair.contact.intro', { fair: fairName })}</p>
      <address className="fair-address contact-address">
        <strong>{t('fair.contact.team', { fair: fairName })}</strong>
        <span>{t('footer.company')}</span>
        <span>{t('footer.street')}</span>
        <span>{t('footer.city')}</span>
        <span>{t('footer.country')}</span>
        {email && (
          <span>
            {t('fair.contact.emailLabel')} <a href={`mailto:${email}`}>{email}</a>
          </span>
        )}
        <span>{t('footer.hours')}</span>
      </address>
      {email ? (
        <button type="button" className="button button-primary" onClick={() => page.contact.show()}>
          {t('fair.contact.open')}
        </button>
      ) : (
        <p className="fair-muted">{t('fair.contact.noEmail')}</p>
      )}
    </section>
  );
});
