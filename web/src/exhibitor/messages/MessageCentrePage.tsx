import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner.tsx';

/** The message centre (exhibitor-area §2): being built; this placeholder only keeps the route and its chunk in place. */
export function MessageCentrePage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <Spinner label={t('common.loading')} />
    </div>
  );
}
