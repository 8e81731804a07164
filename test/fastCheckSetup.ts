import fc from 'fast-check';

// FC_NUM_RUNS=5000 npm run test:unit -- test/domain runs every property far more often, to hunt rare counterexamples.
const runs = Number(process.env.FC_NUM_RUNS);
if (Number.isInteger(runs) && runs > 0) fc.configureGlobal({ numRuns: runs });
