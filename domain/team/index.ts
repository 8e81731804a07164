// Barrel of domain/team: the rules of sharing a booth with colleagues.
export * from './teamAccess.ts';
export * from './boothOperations.ts';
