import { isIP } from 'node:net';

/** A network: its first address's bytes and prefix length. */
export interface Range {
  bytes: Uint8Array;
  prefix: number;
}

function v4Bytes(text: string): Uint8Array | null {
  const parts = text.split('.').map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isInteger(n) || n < 0 || n > 255))
    return null;
  return Uint8Array.from(parts);
}

function v6Bytes(text: string): Uint8Array | null {
  let body = text;
  // A trailing dotted IPv4 part (::ffff:1.2.3.4) is the last two 16-bit groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(body);
  if (dotted) {
    const v4 = v4Bytes(dotted[1]!);
    if (!v4) return null;
    const hex = (hi: number, lo: number) => ((hi << 8) | lo).toString(16);
    body = `${body.slice(0, dotted.index)}${hex(v4[0]!, v4[1]!)}:${hex(v4[2]!, v4[3]!)}`;
  }
  const [head = '', rest, extra] = body.split('::');
  if (extra !== undefined) return null;
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const front = groups(head);
  const back = rest === undefined ? [] : groups(rest);
  const missing = 8 - front.length - back.length;
  if (rest === undefined ? missing !== 0 : missing < 0) return null;
  const words = [...front, ...Array<number>(missing).fill(0), ...back];
  if (words.some((w) => !Number.isInteger(w) || w < 0 || w > 0xffff)) return null;
  return Uint8Array.from(words.flatMap((w) => [w >> 8, w & 0xff]));
}

/** The address's bytes (4 for IPv4, 16 for IPv6), or null when it is not an IP address. */
export function ipBytes(address: string): Uint8Array | null {
  const version = isIP(address);
  if (version === 4) return v4Bytes(address);
  if (version === 6) return v6Bytes(address.toLowerCase());
  return null;
}

export function v4Range(network: string, prefix: number): Range {
  return { bytes: v4Bytes(network)!, prefix };
}

export function v6Range(network: string, prefix: number): Range {
  return { bytes: v6Bytes(network)!, prefix };
}

/** True when the address (same family as the range) lies inside it. */
export function inRange(address: Uint8Array, range: Range): boolean {
  if (address.length !== range.bytes.length) return false;
  for (let bit = 0; bit < range.prefix; bit += 8) {
    const take = Math.min(8, range.prefix - bit);
    const mask = (0xff << (8 - take)) & 0xff;
    const i = bit / 8;
    if ((address[i]! & mask) !== (range.bytes[i]! & mask)) return false;
  }
  return true;
}
