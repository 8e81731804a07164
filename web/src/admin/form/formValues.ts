// The values of an admin form: server field paths and nested values set by their dotted path.

/** `/body/duration/start` → `duration.start`; `/body/tasks/0/_id` → `tasks.0._id`. */
export function fieldOfPointer(pointer: string): string {
  return pointer
    .replace(/^\/body\/?/, '')
    .split('/')
    .filter(Boolean)
    .join('.');
}

/** A copy of `target` with `value` at the dotted `field` (`duration.start`, `infoTexts.0.textDe`); arrays stay arrays. */
export function withFieldSet<T>(target: T, field: string, value: unknown): T {
  return withValueAt(target, field.split('.'), value) as T;
}

function withValueAt(target: unknown, path: readonly string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (Array.isArray(target)) {
    const copy: unknown[] = [...(target as readonly unknown[])];
    copy[Number(head)] = withValueAt(copy[Number(head)], rest, value);
    return copy;
  }
  const object = (typeof target === 'object' && target !== null ? target : {}) as Record<string, unknown>;
  return { ...object, [head]: withValueAt(object[head], rest, value) };
}
