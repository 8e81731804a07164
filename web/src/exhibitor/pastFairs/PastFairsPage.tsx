import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner.tsx';

/** The past fairs page (exhibitor-area §2): being built; this placeholder only keeps the route and its chunk in place. */
export function PastFairsPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <Spinner label={t('common.loading')} />
    </div>
  );
}
