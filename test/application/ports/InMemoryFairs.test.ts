import { InMemoryFairs, InMemoryTaskCatalogue } from '../../support/InMemoryFairs.ts';
import { fairsContract } from './fairsContract.ts';
import { buildDemoCatalogue } from '../../support/demo.ts';

const now = new Date('2026-11-21T10:00:00Z');
const catalogue = buildDemoCatalogue(now);
const fairs = InMemoryFairs.fromCatalogue(catalogue);
const taskCatalogue = InMemoryTaskCatalogue.fromCatalogue(catalogue);
fairsContract('InMemoryFairs and InMemoryTaskCatalogue', () => ({
  fairs: () => fairs,
  taskCatalogue: () => taskCatalogue,
  saveDefinition: taskCatalogue.saveDefinition.bind(taskCatalogue),
  catalogue: () => catalogue,
  now: () => now,
}));
