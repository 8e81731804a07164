import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../api/ApiError.ts';
import { downloadList, type ExportFormat } from '../api/deadlinesApi.ts';
import type { RootStore } from '../app/RootStore.ts';

/**
 * The download of a list as a file (CSV or XLSX): one at a time, with the format under way for the button to say
 * so, and a failure said beside the buttons until the next try. The address is asked for at the click, so that it
 * carries the filters and the language of that moment.
 */
export class FileExportStore {
  working: ExportFormat | null = null;
  failed = false;
  readonly #root: RootStore;
  readonly #path: () => string;
  readonly #fallbackName: string;

  constructor(root: RootStore, path: () => string, fallbackName: string) {
    this.#root = root;
    this.#path = path;
    this.#fallbackName = fallbackName;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async download(format: ExportFormat): Promise<void> {
    if (this.working) return;
    this.working = format;
    this.failed = false;
    try {
      const file = await downloadList(this.#root.api, this.#path(), format);
      saveFile(file.blob, file.fileName ?? `${this.#fallbackName}.${format}`);
    } catch (error) {
      runInAction(() => {
        this.failed = true;
      });
      if (error instanceof ApiError && error.isAuthFailure) this.#root.handleApiFailure(error);
      else console.warn('The file could not be made', error);
    } finally {
      runInAction(() => {
        this.working = null;
      });
    }
  }
}

/** Hands the bytes to the browser's download under the name, through a link that is clicked once and dropped. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the bytes once the click is handled; the next task may let them go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
