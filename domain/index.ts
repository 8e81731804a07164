// The single entry point to the business rules of both specifications.
export * from './time.ts';
export * from './dateTime.ts';
export * from './exhibitor/index.ts';
export * from './tasks/index.ts';
export * from './insurance/index.ts';
export * from './presentation/index.ts';
export * from './admin/index.ts';
export * from './team/index.ts';
export * from './webhooks/index.ts';
