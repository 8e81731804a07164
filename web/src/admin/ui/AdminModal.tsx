import { Modal, type ModalProps } from '../../ui/Modal.tsx';

/** The shared modal with its close button named in German (the admin area is German only). */
export function AdminModal(props: Omit<ModalProps, 'closeLabel'>) {
  return <Modal {...props} closeLabel="Schliessen" />;
}
