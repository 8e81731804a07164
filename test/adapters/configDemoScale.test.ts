import { describe, expect, it } from '@jest/globals';
import { readConfig } from '../../adapters/config.ts';
import { PRODUCTION_EMBEDDED, problemsOf } from '../support/configProblems.ts';
import { demoChoiceOf, signInUsers } from '../../adapters/wiring/demoCatalogue.ts';

const productionBase = {
  ...PRODUCTION_EMBEDDED,
  DEMO_DATA: 'true',
  PUBLIC_URL: 'https://service.example.ch',
};

describe('the demo data set chosen by DEMO_SCALE and DEMO_SEED', () => {
  it('is the demo by default, with the fixed default seed', () => {
    expect(demoChoiceOf(readConfig({}))).toEqual({ scale: 'demo', seed: 1 });
    expect(demoChoiceOf(readConfig(productionBase))).toEqual({ scale: 'demo', seed: 1 });
  });

  it("is the generated operator's year when asked for, of the seed given", () => {
    expect(demoChoiceOf(readConfig({ DEMO_SCALE: 'operator', DEMO_SEED: ' 42 ' }))).toEqual({
      scale: 'operator',
      seed: 42,
    });
  });

  it('refuses any other scale or seed at start, naming the variable', () => {
    expect(problemsOf({ DEMO_SCALE: 'huge' })).toEqual([expect.stringMatching(/^DEMO_SCALE="huge" is not valid/)]);
    expect(problemsOf({ DEMO_SEED: '-1' })).toEqual([expect.stringMatching(/^DEMO_SEED="-1" is not valid/)]);
    expect(problemsOf({ DEMO_SEED: 'abc' })).toEqual([expect.stringMatching(/^DEMO_SEED="abc" is not valid/)]);
  });

  it('refuses the operator data set in production', () => {
    expect(problemsOf({ ...productionBase, DEMO_SCALE: 'operator' })).toEqual([
      'DEMO_SCALE=operator is refused in production: the generated data set is for measurements only',
    ]);
  });

  it('lets the dealer with 150 booths and the exhibitor of the largest fair sign in with the operator data set only', () => {
    const emails = (scale: 'demo' | 'operator') => signInUsers({ scale, seed: 1 }).map((user) => user.email);
    expect(emails('demo')).not.toContain('haendler150@operator.test');
    expect(emails('operator')).toEqual(
      expect.arrayContaining(['aussteller@demo.test', 'haendler150@operator.test', 'aussteller3000@operator.test']),
    );
    expect(new Set(signInUsers({ scale: 'operator', seed: 1 }).map((user) => user.password))).toEqual(
      new Set(['demo']),
    );
  });
});
