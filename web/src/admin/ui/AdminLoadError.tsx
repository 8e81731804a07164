import { AlertIcon } from '../../ui/Icons.tsx';

/** A failed load in place of the content, in German, with a button to load again. */
export function AdminLoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="error-panel" role="alert">
      <AlertIcon className="error-panel-icon" />
      <p>{text}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        Erneut versuchen
      </button>
    </div>
  );
}

export function AdminLoading({ text = 'Wird geladen …' }: { text?: string }) {
  return (
    <div className="admin-loading" role="status" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
