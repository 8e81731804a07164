import { inSegment, type ProgressSegment } from '../../domain/admin/progressSegment.ts';
import type { Language, Localized } from '../../domain/exhibitor/types.ts';
import type { AnnouncementAccount, AnnouncementAccounts } from '../ports/Announcements.ts';
import type { BoothTeams } from '../ports/BoothTeams.ts';
import { segmentCandidateOf, type CockpitBooth } from './cockpitBooths.ts';

/** One person an announcement reaches, once however many of the segment's booths they hold or work on. */
export type AnnouncementRecipient =
  | {
      readonly kind: 'user';
      readonly key: string;
      readonly account: AnnouncementAccount;
      readonly boothId: string;
      readonly boothLabel: Localized<string>;
    }
  | { readonly kind: 'contact'; readonly key: string; readonly email: string; readonly language: Language };

const boothLabelOf = (booth: CockpitBooth): Localized<string> => {
  const { halleBezeichnung, standnummer } = booth.registration;
  const label = (hall: string) => [hall, standnummer].filter((part) => part !== '').join(' / ');
  return { de: label(halleBezeichnung.de), fr: label(halleBezeichnung.fr), en: label(halleBezeichnung.en) };
};

/**
 * Who the segment reaches among the fair's booths: the holder of each booth (the booking system's contact) with
 * their portal account and the accepted members of the holder's team of that booth, or, for a contact without a
 * portal account, the contact's address in the language of the booking system's correspondence.
 */
export async function recipientsOf(
  booths: readonly CockpitBooth[],
  segment: ProgressSegment,
  deps: { accounts: AnnouncementAccounts; teams: Pick<BoothTeams, 'membersOf'> },
): Promise<{ booths: number; recipients: AnnouncementRecipient[] }> {
  const chosen = booths.filter((booth) => inSegment(segmentCandidateOf(booth), segment));
  const emails = chosen.flatMap((booth) => (booth.registration.contactEmail ? [booth.registration.contactEmail] : []));
  const holders = await deps.accounts.usersByEmail(emails);
  const recipients = new Map<string, AnnouncementRecipient>();
  const memberIds = new Map<string, CockpitBooth>();
  for (const booth of chosen) {
    const email = booth.registration.contactEmail;
    if (email === null) continue;
    const holder = holders.get(email.toLowerCase());
    if (holder === undefined) {
      const key = `mail:${email.toLowerCase()}`;
      if (!recipients.has(key))
        recipients.set(key, { kind: 'contact', key, email, language: booth.registration.contactLanguage });
      continue;
    }
    const key = `user:${holder.id}`;
    if (!recipients.has(key))
      recipients.set(key, {
        kind: 'user',
        key,
        account: holder,
        boothId: booth.registration.regiNr,
        boothLabel: boothLabelOf(booth),
      });
    for (const member of await deps.teams.membersOf(booth.registration.regiNr, holder.id))
      if (member.memberId !== null && member.acceptedAt !== null && !memberIds.has(member.memberId))
        memberIds.set(member.memberId, booth);
  }
  const members = await deps.accounts.usersById([...memberIds.keys()]);
  for (const [memberId, booth] of memberIds) {
    const account = members.get(memberId);
    const key = `user:${memberId}`;
    if (account === undefined || recipients.has(key)) continue;
    recipients.set(key, {
      kind: 'user',
      key,
      account,
      boothId: booth.registration.regiNr,
      boothLabel: boothLabelOf(booth),
    });
  }
  return { booths: chosen.length, recipients: [...recipients.values()] };
}
