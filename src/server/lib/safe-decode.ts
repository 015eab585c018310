/** decodeURIComponent that answers null for malformed percent-encoding (`%`, `%zz`, broken UTF-8) and NUL. */
export function safeDecode(value: string): string | null {
  try {
    const decoded = decodeURIComponent(value);
    return decoded.includes('\u0000') ? null : decoded;
  } catch {
    return null;
  }
}
