import { InMemoryRateLimits } from '../../support/InMemoryRateLimits.ts';
import { rateLimitsContract } from './rateLimitsContract.ts';

const limits = new InMemoryRateLimits();
rateLimitsContract('InMemoryRateLimits', () => ({ limits: () => limits, key: (name) => name }));
