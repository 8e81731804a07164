import { InMemoryBoothTeams } from '../../support/InMemoryBoothTeams.ts';
import { boothTeamsContract } from './boothTeamsContract.ts';

const teams = new InMemoryBoothTeams();
let test = 0;
boothTeamsContract('InMemoryBoothTeams', () => {
  test++;
  return { teams: () => teams, key: (name) => `${name}-${test}` };
});
