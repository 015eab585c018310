/** The pairing code as two groups of four (ABCD EFGH), easier to read out and type, however it came. */
export function groupedCode(code: string) {
  const bare = code.replace(/[^A-Za-z0-9]/g, '');
  return `${bare.slice(0, 4)} ${bare.slice(4)}`;
}

/** A moment as the user's locale writes a date and time. */
export const shortDateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Whole seconds from now until `iso` (0 once past). */
export const secondsUntil = (iso: string, now = Date.now()) =>
  Math.max(0, Math.ceil((new Date(iso).getTime() - now) / 1000));
