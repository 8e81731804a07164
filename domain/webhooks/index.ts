export * from './webhookRetry.ts';
export * from './webhookTargets.ts';
