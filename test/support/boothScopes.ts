import {
  BoothAccess,
  type BoothItemKind,
  type BoothItemScope,
  type BoothScope,
} from '../../application/shared/BoothAccess.ts';
import type { BookingSystem } from '../../application/ports/BookingSystem.ts';
import type { BoothTeams } from '../../application/ports/BoothTeams.ts';
import type { User, Users } from '../../application/ports/Users.ts';
import type { BoothPage } from '../../application/exhibitor/BoothPage.ts';
import type { BoothOperation, Language } from '../../domain/index.ts';
import { InMemoryBoothTeams } from './InMemoryBoothTeams.ts';

export { InMemoryBoothTeams } from './InMemoryBoothTeams.ts';

const noUsers: Pick<Users, 'byId'> = { byId: async () => undefined };

/** The booth access of a test: the booking system's own booths of each user plus the grants of the teams given. */
export function boothAccessOver(
  bookingSystem: BookingSystem,
  team: {
    grants?: Pick<BoothTeams, 'grantOf' | 'grantsOf' | 'holderWideGrantsOf' | 'acceptedMemberIds'>;
    users?: Pick<Users, 'byId'>;
  } = {},
): BoothAccess {
  return new BoothAccess(bookingSystem, {
    grants: team.grants ?? new InMemoryBoothTeams(),
    users: team.users ?? noUsers,
  });
}

const notFound = { ok: false, error: 'boothNotFound' } as const;

/**
 * Runs a use case with the scope the router would resolve for the operation (x-booth), or answers boothNotFound as
 * the router does when the user may not do it on that booth: a use-case test then reads like a call of the API.
 */
export async function asRouted<O extends BoothOperation, R>(
  access: BoothAccess,
  user: User,
  operation: O,
  regiNr: string,
  useCase: (scope: BoothScope<O>) => Promise<R>,
  fairHint?: string,
): Promise<R | typeof notFound> {
  const scope = await access.scope(user, operation, regiNr, fairHint);
  return scope ? useCase(scope) : notFound;
}

/** The same for an operation on a document or address of a booth (x-booth with item). */
export async function asRoutedItem<O extends BoothOperation, R>(
  access: BoothAccess,
  user: User,
  operation: O,
  kind: BoothItemKind,
  id: string,
  useCase: (scope: BoothItemScope<O>) => Promise<R>,
): Promise<R | typeof notFound> {
  const scope = await access.itemScope(user, operation, kind, id);
  return scope ? useCase(scope) : notFound;
}

/** A scope the test needs to exist: fails the test at once when the user may not do the operation on the booth. */
export async function aBoothScope<O extends BoothOperation>(
  access: BoothAccess,
  user: User,
  operation: O,
  regiNr: string,
): Promise<BoothScope<O>> {
  const scope = await access.scope(user, operation, regiNr);
  if (!scope) throw new Error(`${user.email} may not ${operation} on booth ${regiNr}`);
  return scope;
}

/**
 * The booth page as the API serves it: each call first resolves the scope the route's x-booth declares (readBooth
 * for the page, workTasks for the tasks), and a booth the user may not read is boothNotFound.
 */
export function routedBoothPage(page: BoothPage, access: BoothAccess) {
  return {
    newBoothPageFor: page.newBoothPageFor.bind(page),
    pageFor: (user: User, regiNr: string, language: Language, now: Date, fairHint?: string) =>
      asRouted(access, user, 'readBooth', regiNr, (scope) => page.pageFor(scope, language, now), fairHint),
    tasksOf: async (user: User, regiNr: string, language: Language, now: Date) => {
      const scope = await access.scope(user, 'workTasks', regiNr);
      return scope && page.tasksOf(scope, language, now);
    },
  };
}
