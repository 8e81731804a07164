import type { ReactNode } from 'react';
import type { FormBinding } from './AdminFormStore.ts';

export interface FieldProps {
  /** The form store; every field is bound to it by its (dotted) field name. */
  readonly store: FormBinding;
  readonly field: string;
  readonly label: string;
  readonly required?: boolean;
  readonly hint?: string;
  readonly disabled?: boolean;
}

/** The hint and the field's message under a control (spec §5: messages under each field). */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string | undefined; error?: string | undefined }) {
  return (
    <>
      {hint !== undefined && (
        <p id={`${id}-hint`} className="admin-hint">
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={`${id}-error`} className="admin-field-error">
          {error}
        </p>
      )}
    </>
  );
}

/** The asterisk of a required field; screen readers hear aria-required instead. */
export function RequiredMark({ required }: { required?: boolean | undefined }) {
  return required ? (
    <span className="admin-required" aria-hidden="true">
      {' '}
      *
    </span>
  ) : null;
}

/** The label, the control and, under it, the hint and the field's message. */
export function FieldFrame({
  id,
  label,
  required,
  hint,
  error,
  children,
  className,
}: {
  id: string;
  label: ReactNode;
  required?: boolean | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={`admin-field${error === undefined ? '' : ' admin-field-invalid'}${className === undefined ? '' : ` ${className}`}`}
    >
      <label htmlFor={id} className="admin-label">
        {label}
        <RequiredMark required={required} />
      </label>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** aria attributes of a control with its hint and message. */
export function describedBy(
  id: string,
  hint: string | undefined,
  error: string | undefined,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const ids = [hint === undefined ? undefined : `${id}-hint`, error === undefined ? undefined : `${id}-error`].filter(
    (part) => part !== undefined,
  );
  return {
    ...(error === undefined ? {} : { 'aria-invalid': true as const }),
    ...(ids.length === 0 ? {} : { 'aria-describedby': ids.join(' ') }),
  };
}
