// Barrel of domain/insurance: every rule of this area is a named export here.
export * from './amount.ts';
export * from './insuranceForm.ts';
export * from './insuranceFormMachine.ts';
export * from './premiums.ts';
