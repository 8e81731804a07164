import { ApiError, NO_RESPONSE } from '../../api/ApiError.ts';

/**
 * What the manager reads when a call fails (the spec only logs failed saves; a manager should see why). The
 * server's German text wins where it sends one (422 validation, 409 in use, 404).
 */
export function adminFailureText(error: unknown, action = 'Speichern'): string {
  if (!(error instanceof ApiError))
    return `Beim ${action} ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es erneut.`;
  if (error.status === NO_RESPONSE)
    return `Der Server hat nicht geantwortet. Beim ${action} ist nichts geändert worden; bitte versuchen Sie es erneut.`;
  if (error.status === 404) return 'Der Eintrag existiert nicht mehr. Er wurde vermutlich inzwischen gelöscht.';
  if (error.messageKey === 'errors.inUse') return error.message;
  if (error.status === 409) return 'Der Eintrag wurde inzwischen von jemand anderem geändert.';
  if (error.status === 422) return 'Bitte prüfen Sie die markierten Felder.';
  if (error.status === 429)
    return 'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie einen Moment und versuchen Sie es erneut.';
  if (error.status === 413) return 'Die Daten sind zu gross (Bilder höchstens 5 MB).';
  if (error.status >= 400 && error.status < 500)
    return `Die Anfrage wurde abgelehnt (${error.status}). ${error.message}`;
  return `Beim ${action} ist ein Fehler auf dem Server aufgetreten (${error.status}). Bitte versuchen Sie es später erneut.`;
}
