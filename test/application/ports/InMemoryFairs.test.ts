import { buildDemoCatalogue } from '../../../adapters/demo/catalogue.ts';
import { InMemoryFairs } from '../../support/InMemoryFairs.ts';
import { fairsContract } from './fairsContract.ts';

const now = new Date('2026-11-21T10:00:00Z');
const catalogue = buildDemoCatalogue(now);
fairsContract('InMemoryFairs', () => ({ fairs: () => InMemoryFairs.fromCatalogue(catalogue), catalogue: () => catalogue, now: () => now }));
