import type { ProgressBooth } from '../../api/adminProgressApi.ts';

/**
 * The booth's page as its exhibitor sees it. The back office has no view of one real booth's page; the closest is the
 * fair form's "Vorschau als Aussteller", which the address opens with a sample booth of this booth's status and
 * exhibitor type (the same tasks, periods and texts; the booking system's own answers, such as orders, are not in it).
 */
export function boothPreviewPath(fairId: string, booth: Pick<ProgressBooth, 'status' | 'exhibitorType'>): string {
  const query = new URLSearchParams({
    vorschau: 'offen',
    vorschauStatus: booth.status,
    vorschauTyp: booth.exhibitorType,
  });
  return `/admin/fair/${encodeURIComponent(fairId)}?${query.toString()}#messedaten`;
}

/** The message form, set to the booths on which the task is overdue. */
export function remindOverduePath(fairId: string, taskId: string): string {
  return `/admin/announcements/new?${new URLSearchParams({ fair: fairId, task: taskId, state: 'overdue' }).toString()}`;
}

/** The fair's Fortschritt screen. */
export function progressPath(fairId: string): string {
  return `/admin/fair/${encodeURIComponent(fairId)}/progress`;
}
