/**
 * The portal's start of a sign-in that comes back to `returnTo` (path, query and fragment): a full page load of it,
 * so that the fragment (`#task-…`, `#tab-…`), which the identity provider's login page would drop, comes back too. The
 * server takes only a path of the portal itself and sends anything else to Home.
 */
export const signInAddress = (returnTo: string): string => `/signin?returnTo=${encodeURIComponent(returnTo)}`;
