import { useEffect, useState } from 'react';

/** Success alerts last 5 seconds (spec: admin-back-office §4, §9). */
export const SUCCESS_ALERT_MS = 5000;

/**
 * A success message that hides itself after `durationMs`. `shownAt` tells a repeated identical message
 * (saving twice) from the one already shown, so each save shows it for the full time again.
 */
export function SuccessAlert({
  message,
  shownAt,
  durationMs = SUCCESS_ALERT_MS,
}: {
  message: string | undefined;
  shownAt?: number;
  durationMs?: number;
}) {
  const [visible, setVisible] = useState(message !== undefined);

  useEffect(() => {
    if (message === undefined) {
      setVisible(false);
      return;
    }
    setVisible(true);
    const timer = setTimeout(() => setVisible(false), durationMs);
    return () => clearTimeout(timer);
  }, [message, shownAt, durationMs]);

  return (
    <div role="status" className="admin-status">
      {visible && message !== undefined && <p className="admin-alert admin-alert-success">{message}</p>}
    </div>
  );
}
