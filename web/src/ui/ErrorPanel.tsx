import { useTranslation } from '../i18n/react.tsx';
import { AlertIcon } from './Icons.tsx';

/** A failed load in place of the content, with a button to load again. */
export function ErrorPanel({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="error-panel">
      <AlertIcon className="error-panel-icon" />
      <p>{text}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
