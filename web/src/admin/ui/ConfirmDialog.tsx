import type { ReactNode } from 'react';
import { AdminModal } from './AdminModal.tsx';

export type ConfirmDialogProps = {
  readonly open: boolean;
  readonly title: string;
  readonly children: ReactNode;
  readonly onYes: () => void;
  readonly onNo: () => void;
  /** While the answer is carried out: both buttons and dismissing are disabled. */
  readonly busy?: boolean;
  /** A failure of the action, shown in the dialog so the manager can try again or cancel. */
  readonly error?: string | undefined;
  /** Ja is not offered yet (e.g. until the fair's code is typed). */
  readonly yesDisabled?: boolean;
};

/** The confirmation modal of the admin lists, answered Ja or Nein (spec: admin-back-office §2). */
export function ConfirmDialog({
  open,
  title,
  children,
  onYes,
  onNo,
  busy = false,
  error,
  yesDisabled = false,
}: ConfirmDialogProps) {
  return (
    <AdminModal
      open={open}
      title={title}
      onClose={onNo}
      dismissDisabled={busy}
      footer={
        <>
          <button
            type="button"
            className="button button-primary"
            onClick={onYes}
            disabled={busy || yesDisabled}
            aria-busy={busy}
          >
            Ja
          </button>
          <button type="button" className="button button-secondary" onClick={onNo} disabled={busy}>
            Nein
          </button>
        </>
      }
    >
      <div className="confirm-text">{children}</div>
      {error !== undefined && (
        <p className="admin-alert admin-alert-error" role="alert">
          {error}
        </p>
      )}
    </AdminModal>
  );
}
