// The single entry point to the business rules of both specifications.
export * from './time.ts';
