/**
 * The key a client address is counted under by per-address limits (sign-ups per hour, the stream caps of
 * realtime/stream-registry.ts): an IPv6 address by its /64 (one subscriber's network; a client picks any
 * address inside it at will), an IPv4 address (IPv4-mapped too) as it is. Lives in lib because several
 * features count by address.
 */
export function addressKey(address: string): string {
  if (!address.includes(':') || address.includes('.')) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
