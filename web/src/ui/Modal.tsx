import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { CloseIcon } from './Icons.tsx';
import './modal.css';

export type ModalVariant = 'default' | 'iframe' | 'big';

export type ModalProps = {
  readonly open: boolean;
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** Buttons at the foot of the modal. */
  readonly footer?: ReactNode;
  readonly variant?: ModalVariant;
  /**
   * While true the modal cannot be dismissed by the close button, a mask click or Escape (spec: exhibitor-area
   * §4 Modal "unless disabled"), for example while a request is under way or a choice must be made.
   */
  readonly dismissDisabled?: boolean;
  /** The close button's name; the German-only admin area passes its own instead of the interface language's. */
  readonly closeLabel?: string;
};

/**
 * The modal of exhibitor-area §4 on the native <dialog>: shown modal (the rest of the page is inert, so focus
 * stays inside), closed by its close button, a click on the mask or Escape unless dismissing is disabled, and
 * focus goes back to where it was when it closes.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  variant = 'default',
  dismissDisabled = false,
  closeLabel,
}: ModalProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const latest = useRef({ onClose, dismissDisabled });
  latest.current = { onClose, dismissDisabled };

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
      returnFocusTo.current?.focus();
      returnFocusTo.current = null;
    }
  }, [open]);

  useEffect(
    () => () => {
      // Unmounted while open: give focus back all the same.
      if (dialog.current?.open) returnFocusTo.current?.focus();
    },
    [],
  );

  const dismiss = () => {
    if (!latest.current.dismissDisabled) latest.current.onClose();
  };

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- backdrop click; keys have Escape and the button
    <dialog
      ref={dialog}
      className={`modal modal-${variant}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the dialog would close itself; the owner decides instead.
        event.preventDefault();
        dismiss();
      }}
      onClick={(event) => {
        // A click on the dialog element itself is a click on the mask around the content box.
        if (event.target === dialog.current) dismiss();
      }}
    >
      {open && (
        <div className="modal-box">
          <div className="modal-head">
            <h2 id={titleId} className="modal-title">
              {title}
            </h2>
            <button type="button" className="icon-button modal-close" onClick={dismiss} disabled={dismissDisabled}>
              <CloseIcon />
              <span className="sr-only">{closeLabel ?? t('common.close')}</span>
            </button>
          </div>
          <div className="modal-body">{children}</div>
          {footer !== undefined && <div className="modal-foot">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
