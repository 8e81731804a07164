import { PostgresBoothTeams } from '../../../adapters/persistence/PostgresBoothTeams.ts';
import { nativePool } from '../../../adapters/persistence/PreparedReads.ts';
import { boothTeamsContract } from '../../application/ports/boothTeamsContract.ts';
import { useMigratedDatabase } from '../../support/migratedDatabase.ts';

const database = useMigratedDatabase();
let test = 0;

boothTeamsContract('PostgresBoothTeams on PostgreSQL', () => {
  test++;
  return { teams: () => new PostgresBoothTeams(nativePool(database.orm())), key: (name) => `${name}-${test}` };
});
