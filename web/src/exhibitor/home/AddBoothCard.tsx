import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import type { OpenFair } from '../../api/types.ts';
import { formatDate } from '../../i18n/format.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { PlusIcon } from '../../ui/Icons.tsx';
import { NEW_BOOTH } from '../../../../domain/exhibitor/types.ts';
import { boothPagePath } from './BoothCardView.tsx';

/** The card that leads to the page of a new booth at the first fair open for registration (spec: exhibitor-area §2 Home). */
export const AddBoothCard = observer(function AddBoothCard({ fair }: { fair: OpenFair }) {
  const { session } = useStores();
  const { t } = useTranslation();
  const language = session.language;
  return (
    <Link to={boothPagePath(fair.idCode, NEW_BOOTH)} className="card add-booth-card" data-add-booth={fair.idCode}>
      <PlusIcon className="add-booth-icon" />
      <span className="add-booth-title">{t('home.addBooth')}</span>
      <span className="add-booth-fair">{t('home.addBoothFor', { fair: fair.displayName[language] })}</span>
      {fair.registrationDeadline && (
        <span className="add-booth-deadline">
          {t('home.registrationDeadline', { date: formatDate(fair.registrationDeadline, language) })}
        </span>
      )}
    </Link>
  );
});
