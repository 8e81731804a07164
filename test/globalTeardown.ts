export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __testDatabase?: { stop(): Promise<void> } }).__testDatabase?.stop();
}
