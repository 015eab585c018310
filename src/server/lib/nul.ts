/** Whether a string or any string (key or value) inside parsed JSON holds U+0000; walks without recursion. */
export function containsNul(value: unknown): boolean {
  return inspectJson(value).hasNul;
}

/**
 * NUL characters and nesting depth of a parsed JSON value, found without recursion (so a hostile body
 * nested thousands deep cannot exhaust the stack here; the caller refuses it before anything recursive runs).
 */
export function inspectJson(value: unknown): { hasNul: boolean; depth: number } {
  const pending: [unknown, number][] = [[value, 0]];
  let depth = 0;
  while (pending.length > 0) {
    const [item, level] = pending.pop()!;
    depth = Math.max(depth, level);
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return { hasNul: true, depth };
    } else if (Array.isArray(item)) {
      for (const inner of item as unknown[]) pending.push([inner, level + 1]);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes('\u0000')) return { hasNul: true, depth };
        pending.push([inner, level + 1]);
      }
    }
  }
  return { hasNul: false, depth };
}
