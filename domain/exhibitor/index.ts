// Barrel of domain/exhibitor: every rule of this area is a named export here.
export * from './types.ts';
export * from './registrationStatus.ts';
export * from './fairWindows.ts';
export * from './fairPage.ts';
export * from './boothList.ts';
export * from './fairNavigation.ts';
export * from './pastFairs.ts';
export * from './fairSchedule.ts';
export * from './documents.ts';
export * from './visibleSlice.ts';
export * from './roles.ts';
export * from './marketing.ts';
export * from './hallName.ts';
