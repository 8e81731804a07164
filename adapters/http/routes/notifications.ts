import type { NotificationsService } from '../../../application/exhibitor/NotificationsService.ts';
import type { Clock } from '../../../application/ports/Clock.ts';
import type {
  NotificationSwitch,
  TaskNotificationSwitch,
} from '../../../application/exhibitor/TaskNotificationSwitch.ts';
import type { ApiRoutes } from '../HttpAppDependencies.ts';
import { boothScopeOf } from '../boothScope.ts';
import { boothNotFound, callerOf, pathParam } from '../context.ts';
import { HttpProblem } from '../problem.ts';

/**
 * The message centre (exhibitor-area §2, §7): the user's notifications, marking one read, and the switch of a
 * task's reminders per booth. Bodies are stored sanitised (adapters/shared/safeHtml.ts) and sent as stored.
 */
export function notificationRoutes(deps: {
  notifications: NotificationsService;
  switches: TaskNotificationSwitch;
  clock: Clock;
}): ApiRoutes {
  return (router) => {
    router.get('/notifications', async (ctx) => {
      ctx.body = await deps.notifications.listFor(callerOf(ctx));
      ctx.set('Cache-Control', 'no-store');
    });

    router.get('/notificationread/:id', async (ctx) => {
      const id = pathParam(ctx, 'id');
      const result = await deps.notifications.markRead(callerOf(ctx), id);
      if (!result.ok) throw new HttpProblem(404, 'errors.notFound');
      ctx.body = { id, unread: false, unreadCount: result.unreadCount };
      ctx.set('Cache-Control', 'no-store');
    });

    router.post('/booth/setNotificationState', async (ctx) => {
      const request = ctx.request.body as NotificationSwitch;
      const result = await deps.switches.set(boothScopeOf(ctx, 'workTasks'), request, deps.clock.now());
      if (result.ok) {
        ctx.body = result.value;
        return;
      }
      if (result.error === 'boothNotFound') throw boothNotFound();
      const fieldKey = result.error === 'unknownTask' ? 'errors.unknownTask' : 'errors.notificationSwitchNotOffered';
      throw new HttpProblem(422, 'errors.invalidInput', { errors: [{ field: '/body/id', messageKey: fieldKey }] });
    });
  };
}
