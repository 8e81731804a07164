import { observer } from 'mobx-react-lite';
import { useId, useRef, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { FairPageView } from '../../api/fairApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX, type ContactFormStore } from './ContactFormStore.ts';

/**
 * The contact-the-fair-team modal (exhibitor-area §2 Fair page actions, §4 Modal): subject and message with
 * their validation messages, a sending state (the modal cannot be dismissed meanwhile), success, and an error
 * that keeps everything typed.
 */
export const ContactModal = observer(function ContactModal({
  form,
  view,
}: {
  form: ContactFormStore;
  view: FairPageView;
}) {
  const { session } = useStores();
  const { t } = useTranslation();
  const formId = useId();
  const subjectId = useId();
  const messageId = useId();
  const subjectRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const errors = form.fieldErrors;
  const sending = form.state === 'sending';
  const sent = form.state === 'sent';
  const fairName = view.fair.displayName[view.language];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = await form.send();
    if (!valid || form.state === 'failed') {
      const firstInvalid = form.fieldErrors.subject
        ? subjectRef.current
        : form.fieldErrors.message
          ? messageRef.current
          : null;
      firstInvalid?.focus();
    }
  };

  const footer = sent ? (
    <button type="button" className="button button-primary" onClick={() => form.close()}>
      {t('common.close')}
    </button>
  ) : (
    <>
      <button type="button" className="button button-secondary" onClick={() => form.close()} disabled={sending}>
        {t('fair.contact.cancel')}
      </button>
      <button type="submit" form={formId} className="button button-primary" disabled={sending} aria-busy={sending}>
        {sending && <span className="spinner spinner-inline" aria-hidden="true" />}
        {sending ? t('fair.contact.sending') : t('fair.contact.send')}
      </button>
    </>
  );

  return (
    <Modal
      open={form.open}
      title={t('fair.contact.modalTitle', { fair: fairName })}
      onClose={() => form.close()}
      dismissDisabled={sending}
      footer={footer}
    >
      <div role="status" className="contact-status">
        {sent && (
          <p className="contact-success">{t('fair.contact.sent', { email: view.actions.contactTeamEmail ?? '' })}</p>
        )}
        {sending && <span className="sr-only">{t('fair.contact.sending')}</span>}
      </div>
      {form.state === 'failed' && form.failureKey && (
        <p className="contact-failure" role="alert">
          {t(form.failureKey)}
        </p>
      )}
      {!sent && (
        <form id={formId} className="contact-form" noValidate onSubmit={(event) => void submit(event)}>
          <p className="fair-muted">{t('fair.contact.replyHint', { email: session.user?.email ?? '' })}</p>
          <div className="form-field">
            <label htmlFor={subjectId}>{t('fair.contact.subject')}</label>
            <input
              ref={subjectRef}
              id={subjectId}
              name="subject"
              type="text"
              value={form.subject}
              maxLength={CONTACT_SUBJECT_MAX}
              required
              autoComplete="off"
              aria-invalid={errors.subject ? true : undefined}
              aria-describedby={errors.subject ? `${subjectId}-error` : undefined}
              readOnly={sending}
              onChange={(event) => form.setSubject(event.target.value)}
            />
            <FieldError id={`${subjectId}-error`} messageKey={errors.subject} max={CONTACT_SUBJECT_MAX} />
          </div>
          <div className="form-field">
            <label htmlFor={messageId}>{t('fair.contact.message')}</label>
            <textarea
              ref={messageRef}
              id={messageId}
              name="message"
              rows={7}
              value={form.message}
              maxLength={CONTACT_MESSAGE_MAX}
              required
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={`${messageId}-count${errors.message ? ` ${messageId}-error` : ''}`}
              readOnly={sending}
              onChange={(event) => form.setMessage(event.target.value)}
            />
            <p id={`${messageId}-count`} className="field-hint">
              {t('fair.contact.count', { length: form.message.length, max: CONTACT_MESSAGE_MAX })}
            </p>
            <FieldError id={`${messageId}-error`} messageKey={errors.message} max={CONTACT_MESSAGE_MAX} />
          </div>
        </form>
      )}
    </Modal>
  );
});

/** A field's validation message (errors.contactRequired ... as the domain and the server name them). */
function FieldError({ id, messageKey, max }: { id: string; messageKey: string | undefined; max: number }) {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <p id={id} className="field-error">
      {t(`fair.contact.fieldErrors.${messageKey.replace('errors.', '')}`, { max })}
    </p>
  );
}
