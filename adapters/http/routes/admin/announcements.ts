import type { AdminAnnouncements, AnnouncementForm } from '../../../../application/admin/AdminAnnouncements.ts';
import type { AnnouncementRecord } from '../../../../application/ports/Announcements.ts';
import type { Clock } from '../../../../application/ports/Clock.ts';
import type { ApiRoutes } from '../../HttpAppDependencies.ts';
import { pathParam } from '../../context.ts';
import { adminActorOf } from './adminRequest.ts';

/** An announcement as the API gives it: its texts as the form's fields. */
export function announcementBody(record: AnnouncementRecord): Record<string, unknown> {
  const { texts, ...rest } = record;
  return {
    ...rest,
    subjectDe: texts.subject.de,
    subjectFr: texts.subject.fr,
    subjectEn: texts.subject.en,
    bodyDe: texts.body.de,
    bodyFr: texts.body.fr,
    bodyEn: texts.body.en,
    sendAt: record.sendAt.toISOString(),
    createdAt: record.createdAt.toISOString(),
    sentAt: record.sentAt?.toISOString() ?? null,
  };
}

/** The organiser's announcements: list, preview, write and cancel (/admin/announcements). */
export function adminAnnouncementRoutes(service: AdminAnnouncements, clock: Clock): ApiRoutes {
  return (router) => {
    router.get('/admin/announcements', async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = (await service.list()).map(announcementBody);
    });
    router.post('/admin/announcements/preview', async (ctx) => {
      const reach = await service.preview((ctx.request.body ?? {}) as AnnouncementForm);
      ctx.body = { ...reach, asOf: reach.asOf?.toISOString() ?? null };
    });
    router.post('/admin/announcements', async (ctx) => {
      const created = await service.create(
        adminActorOf(ctx),
        (ctx.request.body ?? {}) as AnnouncementForm,
        clock.now(),
      );
      ctx.status = 201;
      ctx.body = announcementBody(created);
    });
    router.delete('/admin/announcements/:id', async (ctx) => {
      ctx.body = announcementBody(await service.cancel(adminActorOf(ctx), pathParam(ctx, 'id')));
    });
  };
}
