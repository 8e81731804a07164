import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { checkImage, type ImageRule } from '../../../../domain/admin/formValidator.ts';
import { IMAGE_ACCEPT, imageValueSource, readImageFile, resizeLogo } from './imageFiles.ts';
import './imageField.css';

/** What the field needs of the form store (AdminFormStore has it): the value at a field, setting it, its error. */
export interface ImageFieldStore {
  get(field: string): unknown;
  set(field: string, value: unknown): void;
  errorOf(field: string): string | undefined;
  /** When the form was last saved (AdminFormStore.successAt): a refusal shown before is over then. */
  readonly successAt?: number;
}

/** A logo (fitted into 400x400 in the browser) or a teaser image (checked against the type's ratio and minimum size). */
export type ImageFieldUse = { readonly kind: 'logo' } | { readonly kind: 'image'; readonly rule: ImageRule };

export type ImageFieldProps = {
  readonly store: ImageFieldStore;
  readonly field: string;
  readonly label: string;
  readonly use: ImageFieldUse;
  /** A line under the label, e.g. the required size; by default the rule's ratio and minimum size. */
  readonly hint?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
};

function defaultHint(use: ImageFieldUse): string {
  if (use.kind === 'logo')
    return 'PNG, JPEG, GIF, WebP oder SVG, höchstens 5 MB; wird auf höchstens 400 × 400 px verkleinert.';
  return `Seitenverhältnis ${use.rule.ratio}, mindestens ${use.rule.minWidth} × ${use.rule.minHeight} px; PNG, JPEG, GIF, WebP oder SVG, höchstens 5 MB.`;
}

/**
 * An image of an admin form (spec: admin-back-office §5 image fields, §9): a labelled file input, the preview of
 * the stored or newly chosen image, "Bild entfernen", and the error under the field. A chosen file is read in
 * the browser first: a logo is fitted into 400x400 at quality 0.7 (GIF and SVG untouched); a teaser image must
 * have the rule's ratio and minimum size. A refused file leaves the old value and shows why.
 */
export const ImageField = observer(function ImageField({
  store,
  field,
  label,
  use,
  hint,
  required = false,
  disabled = false,
}: ImageFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const [reading, setReading] = useState(false);

  // A refused file left the old value, which a successful save has now stored: the refusal no longer applies.
  const savedAt = store.successAt;
  useEffect(() => setRefusal(undefined), [savedAt]);

  const value = store.get(field);
  const source = imageValueSource(value);
  const error = refusal ?? store.errorOf(field);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file === undefined) return;
    setReading(true);
    try {
      const read = use.kind === 'logo' ? await resizeLogo(file) : await readImageFile(file);
      if (!read.ok) {
        setRefusal(read.message);
        return;
      }
      const problem = use.kind === 'image' ? checkImage(use.rule, read.image) : undefined;
      if (problem !== undefined) {
        setRefusal(problem);
        return;
      }
      setRefusal(undefined);
      store.set(field, read.image.dataUrl);
    } finally {
      setReading(false);
      // The same file chosen again after a refusal must fire a change again.
      if (input.current) input.current.value = '';
    }
  };

  const remove = () => {
    setRefusal(undefined);
    store.set(field, null);
    input.current?.focus();
  };

  return (
    <div className={`admin-field admin-image-field${error ? ' admin-field-invalid' : ''}`} data-field={field}>
      <label className="admin-label" htmlFor={inputId}>
        {label}
        {required && (
          <span className="admin-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <p className="admin-hint" id={hintId}>
        {hint ?? defaultHint(use)}
      </p>
      <div className="admin-image-preview">
        {source !== undefined ? (
          <img src={source} alt={`Vorschau: ${label}`} />
        ) : (
          <span className="admin-image-none">Kein Bild</span>
        )}
      </div>
      <div className="admin-image-actions">
        {/* The browser's own file button speaks the browser's language; a German one lies over the (transparent) input. */}
        <span className="admin-image-picker">
          <span className="button button-secondary" aria-hidden="true">
            {source === undefined ? 'Bild auswählen …' : 'Anderes Bild wählen …'}
          </span>
          <input
            ref={input}
            id={inputId}
            className="admin-image-input"
            type="file"
            accept={IMAGE_ACCEPT}
            required={required}
            disabled={disabled || reading}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => void choose(event)}
          />
        </span>
        {source !== undefined && (
          <button
            type="button"
            className="button button-secondary admin-image-remove"
            onClick={remove}
            disabled={disabled || reading}
          >
            Bild entfernen
          </button>
        )}
      </div>
      {reading && (
        <p className="admin-image-reading" role="status">
          Bild wird geprüft …
        </p>
      )}
      {error && (
        <p className="admin-field-error" id={errorId} role={refusal ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
});
