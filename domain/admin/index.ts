// Barrel of domain/admin: every rule of the admin back office is a named export here.
export * from './validationMessages.ts';
export * from './imageRatio.ts';
export * from './formValidator.ts';
export * from './linkRules.ts';
export * from './teaserTypeBits.ts';
export * from './teaserRules.ts';
export * from './teaserOverlap.ts';
export * from './adminFair.ts';
export * from './fairRules.ts';
export * from './fairLifecycle.ts';
export * from './legacyFields.ts';
export * from './fairTasks.ts';
export * from './coreDataForms.ts';
export * from './coreDataMapping.ts';
export * from './fairDuplicate.ts';
