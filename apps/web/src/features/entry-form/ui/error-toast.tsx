import { Toast, ToastContainer } from 'react-bootstrap';

const TOAST_DELAY_MS = 5000;

export interface ToastMessage {
  /** Changes with every failure so the 5 s timer restarts. */
  key: number;
  text: string;
}

/** The red toast of a failed submit; it clears itself after 5 seconds (spec §8). */
export function ErrorToast({ message, onClose }: { message: ToastMessage | null; onClose: () => void }) {
  return (
    <ToastContainer position="top-end" className="p-3 position-fixed" style={{ zIndex: 2000 }}>
      {message && (
        <Toast key={message.key} bg="danger" autohide delay={TOAST_DELAY_MS} onClose={onClose} role="alert" aria-live="assertive">
          <Toast.Header closeButton>
            <strong className="me-auto">Submit failed</strong>
          </Toast.Header>
          <Toast.Body className="text-white">{message.text}</Toast.Body>
        </Toast>
      )}
    </ToastContainer>
  );
}
