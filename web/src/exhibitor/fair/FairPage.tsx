import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner.tsx';

/** The fair page (exhibitor-area §2): being built; this placeholder only keeps the route and its chunk in place. */
export function FairPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <Spinner label={t('common.loading')} />
    </div>
  );
}
