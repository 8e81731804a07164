/**
 * Reads until `check` accepts the value (polling, never a fixed sleep), at most `timeoutMs`; the error names `what`
 * was waited for, so a slow machine's failure says which condition did not come.
 */
export async function until<T>(
  read: () => Promise<T> | T,
  check: (value: T) => boolean,
  what: string,
  timeoutMs = 120_000,
  pollMs = 200,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
