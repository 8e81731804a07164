import { PostgresRateLimits } from '../../../adapters/persistence/PostgresRateLimits.ts';
import { nativePool } from '../../../adapters/persistence/PreparedReads.ts';
import { rateLimitsContract } from '../../application/ports/rateLimitsContract.ts';
import { useMigratedDatabase } from '../../support/migratedDatabase.ts';

const database = useMigratedDatabase();

rateLimitsContract('PostgresRateLimits on PostgreSQL', () => ({
  // A store per process: two of them share the counts, as the portal processes do.
  limits: () => new PostgresRateLimits(nativePool(database.orm())),
  key: (name) => name,
}));
