import { HOLDER_ACCESS, type BoothReaderAccess } from '../../../../domain/team/boothOperations.ts';
import type { SharedBy } from '../../api/teamApi.ts';

/**
 * Who reads a booth of a list (Home's cards, the navigation, the deadlines), for the domain rule: a booth shared with
 * the user is read as a member at the level of the grant; any other booth of the user's is their own.
 */
export function readerOf(sharedBy: SharedBy | undefined): BoothReaderAccess {
  return sharedBy ? { role: 'member', level: sharedBy.level } : HOLDER_ACCESS;
}
