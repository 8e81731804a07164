import type { ProgressBooth } from '../../api/adminProgressApi.ts';

/** The booth's page as its exhibitor sees it, with the way back to the screen under the same filter. */
export function boothPreviewPath(fairId: string, booth: Pick<ProgressBooth, 'regiNr'>, back = ''): string {
  const path = `/admin/fair/${encodeURIComponent(fairId)}/progress/${encodeURIComponent(booth.regiNr)}`;
  return back === '' ? path : `${path}?${new URLSearchParams({ zurueck: back }).toString()}`;
}

/** The message form, set to the booths on which the task is overdue. */
export function remindOverduePath(fairId: string, taskId: string): string {
  return `/admin/announcements/new?${new URLSearchParams({ fair: fairId, task: taskId, state: 'overdue' }).toString()}`;
}

/** The fair's Fortschritt screen. */
export function progressPath(fairId: string): string {
  return `/admin/fair/${encodeURIComponent(fairId)}/progress`;
}
