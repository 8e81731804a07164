import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/react.tsx';
import type { FairPageView } from '../../api/fairApi.ts';
import { CartIcon } from '../../ui/Icons.tsx';
import { ActionLink } from './ActionLink.tsx';
import type { FairPageStore } from './FairPageStore.ts';

/**
 * The fair page's actions as the server offers them (exhibitor-area §2 Fair page): registration, gastro
 * registration, the fair's default new-booth and gastro registration (only while the registration deadline is
 * ahead), cart positions, rebook, add co-exhibitor, and the contact-the-fair-team modal. The contract's links are
 * the holder's (contractActions): a reader without it gets none, whatever links the view holds.
 */
export const FairActions = observer(function FairActions({ page, view }: { page: FairPageStore; view: FairPageView }) {
  const { t } = useTranslation();
  const { actions } = view;
  const contractLinks = page.may('contractActions')
    ? [
        { key: 'registration', link: actions.registration, label: t('fair.actions.registration') },
        {
          key: 'newBoothRegistration',
          link: actions.newBoothRegistration,
          label: t('fair.actions.newBoothRegistration'),
        },
        { key: 'gastroRegistration', link: actions.gastroRegistration, label: t('fair.actions.gastroRegistration') },
        { key: 'cartPositions', link: actions.cartPositions, label: t('fair.actions.cartPositions') },
        { key: 'rebook', link: actions.rebook, label: t('fair.actions.rebook') },
        { key: 'addCoExhibitor', link: actions.addCoExhibitor, label: t('fair.actions.addCoExhibitor') },
      ]
    : [];
  const links = contractLinks.filter((entry) => entry.link !== null);
  const canContact = page.may('contact') && actions.contactTeamEmail !== null;
  if (links.length === 0 && !canContact) return null;

  return (
    <section className="fair-actions" aria-label={t('fair.actions.title')}>
      <h2 className="sr-only">{t('fair.actions.title')}</h2>
      <ul className="fair-actions-list">
        {links.map(({ key, link, label }) => (
          <li key={key}>
            <ActionLink link={link!} className="button button-secondary fair-action">
              {label}
            </ActionLink>
          </li>
        ))}
        {canContact && (
          <li>
            <button type="button" className="button button-secondary fair-action" onClick={() => page.contact.show()}>
              {t('fair.contact.open')}
            </button>
          </li>
        )}
      </ul>
    </section>
  );
});

/**
 * "Complete the order" while the basket still holds items (exhibitor-area §2 Fair page, hatWarenkorbPositionen): the
 * basket is part of the holder's contract.
 */
export const CompleteOrderBanner = observer(function CompleteOrderBanner({
  page,
  view,
}: {
  page: FairPageStore;
  view: FairPageView;
}) {
  const { t } = useTranslation();
  if (!view.actions.completeOrderBanner || !page.may('contractActions')) return null;
  const link = view.actions.cartPositions ?? view.actions.registration;
  return (
    <div className="complete-order" role="region" aria-label={t('fair.completeOrder.title')}>
      <CartIcon className="complete-order-icon" />
      <div className="complete-order-text">
        <p className="complete-order-title">{t('fair.completeOrder.title')}</p>
        <p>{t('fair.completeOrder.text')}</p>
      </div>
      {link && (
        <ActionLink link={link} className="button button-primary complete-order-button">
          {t('fair.completeOrder.button')}
        </ActionLink>
      )}
    </div>
  );
});
