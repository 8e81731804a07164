import { observer } from 'mobx-react-lite';
import type { ExportFormat } from '../../api/deadlinesApi.ts';
import type { FileExportStore } from '../../ui/FileExportStore.ts';

const FORMATS: readonly { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'Excel' },
];

/**
 * Every booth under the filter as a file, asked from the screen's own address with the file's type. The button of
 * the file under way says so and keeps the focus (aria-disabled); a failure is said beside them.
 */
export const ProgressDownloads = observer(function ProgressDownloads({
  file,
  disabled,
}: {
  file: FileExportStore;
  disabled: boolean;
}) {
  return (
    <div className="progress-downloads" role="group" aria-label="Stände unter dem Filter herunterladen">
      <span className="progress-downloads-label" aria-hidden="true">
        Herunterladen:
      </span>
      {FORMATS.map(({ format, label }) => (
        <button
          key={format}
          type="button"
          className="button button-secondary button-small"
          aria-busy={file.working === format}
          aria-disabled={disabled || file.working !== null}
          onClick={() => {
            if (!disabled) void file.download(format);
          }}
        >
          {file.working === format ? (
            'Datei wird erstellt …'
          ) : (
            <>
              {label}
              <span className="sr-only"> herunterladen</span>
            </>
          )}
        </button>
      ))}
      <p className="progress-download-failed" role="alert">
        {file.failed && 'Die Datei konnte nicht erstellt werden. Bitte erneut versuchen.'}
      </p>
    </div>
  );
});

/** The matrix's outline while the first page loads: a header and a few rows. */
export function ProgressSkeleton() {
  return (
    <div className="progress-skeleton" role="status" aria-busy="true">
      <span className="sr-only">Wird geladen …</span>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="progress-skeleton-row" aria-hidden="true">
          <span className="skeleton-line skeleton-line-short" />
          <span className="skeleton-line" />
          <span className="skeleton-line" />
        </div>
      ))}
    </div>
  );
}
