import type { Context } from 'koa';
import type { AdminActor } from '../../../../application/admin/adminErrors.ts';
import { callerOf } from '../../context.ts';

/** Who makes an admin write: the signed-in manager (recorded in the audit trail and changed_by). */
export function adminActorOf(ctx: Context): AdminActor {
  return { userId: callerOf(ctx).id };
}

/** The version a delete was asked for (`?version=`), if any; openapi.yaml has checked that it is an integer. */
export function versionQuery(ctx: Context): number | undefined {
  return typeof ctx.query.version === 'string' ? Number(ctx.query.version) : undefined;
}
