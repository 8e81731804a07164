import { Migration20261121090000_initial } from './Migration20261121090000_initial.ts';

/** Every migration, in order. New ones are appended here (npm run migration:create writes the file). */
export const migrationsList = [{ name: 'Migration20261121090000_initial', class: Migration20261121090000_initial }];
