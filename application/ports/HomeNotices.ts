import type { Localized } from '../../domain/exhibitor/types.ts';

/**
 * The operator's notice for the home page's message banner (exhibitor-area §2 Home: shown when a
 * message is set, dismissed by its button), e.g. a maintenance window. Maintained by the managers.
 */
export interface HomeNotices {
  current(): Promise<Localized<string> | null>;
}

export const HomeNoticesToken = Symbol.for('HomeNotices');
