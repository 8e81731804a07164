import { observer } from 'mobx-react-lite';
import { useTranslation } from '../i18n/react.tsx';
import type { ExportFormat } from '../api/deadlinesApi.ts';
import type { FileExportStore } from './FileExportStore.ts';
import { AlertIcon } from './Icons.tsx';
import './exportButtons.css';

const FORMATS: readonly ExportFormat[] = ['xlsx', 'csv'];

/**
 * Buttons that download a list as Excel or CSV. The button of the file under way says so (and stays focused, so a
 * keyboard user keeps their place); a failure is announced beside them.
 */
export const ExportButtons = observer(function ExportButtons({
  store,
  label,
  disabled = false,
}: {
  store: FileExportStore;
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="export-buttons" role="group" aria-label={label}>
      {FORMATS.map((format) => (
        <button
          key={format}
          type="button"
          className="button button-secondary export-button"
          data-format={format}
          aria-busy={store.working === format}
          // aria-disabled keeps the focus on the button while its file is made; a disabled button would drop it.
          aria-disabled={disabled || store.working !== null}
          onClick={() => {
            if (!disabled) void store.download(format);
          }}
        >
          <DownloadIcon />
          {store.working === format ? t('common.export.working') : t(`common.export.${format}`)}
        </button>
      ))}
      <p className="export-failed" role="alert">
        {store.failed && (
          <>
            <AlertIcon className="export-failed-icon" />
            {t('common.export.failed')}
          </>
        )}
      </p>
    </div>
  );
});

function DownloadIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
    </svg>
  );
}
