/**
 * Structural sharing for answers of the service (as TanStack Query does with its own
 * `replaceEqualDeep`): `next`, but every part of it that deep-equals the same part of `prev` is
 * `prev`'s own object. A refresh that changed one menu of four hundred then gives the screens new
 * objects for that menu and the lists holding it only: memoised cards of the others do not render
 * again, and an unchanged answer renders nothing at all.
 *
 * For JSON-shaped data: plain objects, arrays and primitives.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function replaceEqualDeep<T>(prev: unknown, next: T): T {
  if (Object.is(prev, next)) return next;
  if (Array.isArray(prev) && Array.isArray(next)) {
    let same = prev.length === next.length;
    const shared = next.map((item: unknown, index) => {
      const kept = replaceEqualDeep(prev[index], item);
      if (kept !== prev[index]) same = false;
      return kept;
    });
    return (same ? prev : shared) as T;
  }
  if (isPlainObject(prev) && isPlainObject(next)) {
    const keys = Object.keys(next);
    let same = keys.length === Object.keys(prev).length;
    const shared: Record<string, unknown> = {};
    for (const key of keys) {
      shared[key] = replaceEqualDeep(prev[key], next[key]);
      if (shared[key] !== prev[key] || !(key in prev)) same = false;
    }
    return (same ? prev : shared) as T;
  }
  return next;
}
