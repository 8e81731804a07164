import { describe, it, expect } from '@jest/globals';
import * as domain from '../../../domain/index.ts';

describe('domain entry point', () => {
  // spec: admin-back-office §5: the admin rules are reachable from the one domain entry point
  it('exports the admin rules', () => {
    for (const name of ['validateForm', 'validateFair', 'validateTeaser', 'fairLifecycleState', 'findOverlappingTeaser', 'taskDefinitionForSave', 'completeBoothServices']) {
      expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
    }
  });
});
