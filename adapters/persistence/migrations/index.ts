import { Migration20261121090000_initial } from './Migration20261121090000_initial.ts';
import { Migration20261121100000_productData } from './Migration20261121100000_productData.ts';
import { Migration20261121110000_reminders } from './Migration20261121110000_reminders.ts';
import { Migration20261122090000_fairModel } from './Migration20261122090000_fairModel.ts';
import { Migration20261122100000_fairContent } from './Migration20261122100000_fairContent.ts';
import { Migration20261122110000_images } from './Migration20261122110000_images.ts';
import { Migration20261122130000_audit } from './Migration20261122130000_audit.ts';
import { Migration20261122140000_teaserFields } from './Migration20261122140000_teaserFields.ts';
import { Migration20261122160000_speed } from './Migration20261122160000_speed.ts';
import { Migration20261122170000_catalogueNotices } from './Migration20261122170000_catalogueNotices.ts';
import { Migration20261122180000_oidcState } from './Migration20261122180000_oidcState.ts';
import { Migration20261125180000_storedHtmlSanitised } from './Migration20261125180000_storedHtmlSanitised.ts';
import { Migration20261125190000_rateLimits } from './Migration20261125190000_rateLimits.ts';
import { Migration20261125203200_weeklyDigest } from './Migration20261125203200_weeklyDigest.ts';
import { Migration20261126001003_trash } from './Migration20261126001003_trash.ts';
import { Migration20261126002001_boothTeams } from './Migration20261126002001_boothTeams.ts';
import { Migration20261126003004_auditNote } from './Migration20261126003004_auditNote.ts';
import { Migration20261126004002_domainEvents } from './Migration20261126004002_domainEvents.ts';
import { Migration20261126005003_webhooks } from './Migration20261126005003_webhooks.ts';
import { Migration20261127090000_calendarFeedFiles } from './Migration20261127090000_calendarFeedFiles.ts';
import { Migration20261127100000_teamInvitationsSent } from './Migration20261127100000_teamInvitationsSent.ts';
import { Migration20261202130000_taskAssignments } from './Migration20261202130000_taskAssignments.ts';

/** Every migration, in order; listed by hand because the bundled server cannot discover files. npm run migration:create appends a new one. */
export const migrationsList = [
  { name: 'Migration20261121090000_initial', class: Migration20261121090000_initial },
  { name: 'Migration20261121100000_productData', class: Migration20261121100000_productData },
  { name: 'Migration20261121110000_reminders', class: Migration20261121110000_reminders },
  { name: 'Migration20261122090000_fairModel', class: Migration20261122090000_fairModel },
  { name: 'Migration20261122100000_fairContent', class: Migration20261122100000_fairContent },
  { name: 'Migration20261122110000_images', class: Migration20261122110000_images },
  { name: 'Migration20261122130000_audit', class: Migration20261122130000_audit },
  { name: 'Migration20261122140000_teaserFields', class: Migration20261122140000_teaserFields },
  { name: 'Migration20261122160000_speed', class: Migration20261122160000_speed },
  { name: 'Migration20261122170000_catalogueNotices', class: Migration20261122170000_catalogueNotices },
  { name: 'Migration20261122180000_oidcState', class: Migration20261122180000_oidcState },
  { name: 'Migration20261125180000_storedHtmlSanitised', class: Migration20261125180000_storedHtmlSanitised },
  { name: 'Migration20261125190000_rateLimits', class: Migration20261125190000_rateLimits },
  { name: 'Migration20261125203200_weeklyDigest', class: Migration20261125203200_weeklyDigest },
  { name: 'Migration20261126001003_trash', class: Migration20261126001003_trash },
  { name: 'Migration20261126002001_boothTeams', class: Migration20261126002001_boothTeams },
  { name: 'Migration20261126003004_auditNote', class: Migration20261126003004_auditNote },
  { name: 'Migration20261126004002_domainEvents', class: Migration20261126004002_domainEvents },
  { name: 'Migration20261126005003_webhooks', class: Migration20261126005003_webhooks },
  { name: 'Migration20261127090000_calendarFeedFiles', class: Migration20261127090000_calendarFeedFiles },
  { name: 'Migration20261127100000_teamInvitationsSent', class: Migration20261127100000_teamInvitationsSent },
  { name: 'Migration20261202130000_taskAssignments', class: Migration20261202130000_taskAssignments },
];
