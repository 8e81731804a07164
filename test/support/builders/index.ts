// Builders for use-case tests: state the case (`aBookedBooth().withStatus('OP')`, `aFair().withTask(...)`)
// instead of picking magic ids out of the demo catalogue, which stays for contract, HTTP and e2e tests.
export { aBookedBooth, aBoothCostLine, BookedBoothBuilder, type BookedBoothRecord } from './bookedBooth.ts';
export { aFair, aServiceGroupTask, FairBuilder } from './fair.ts';
export { anExhibitor, UserBuilder } from './user.ts';
export { anInsurance, InsuranceBuilder } from './insurance.ts';
export { aReminder, ReminderBuilder } from './notification.ts';
export { aWorld, portsOf, type World } from './world.ts';
