import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client address belongs to, for limits that count per client: an IPv4 address as
 * it is, an IPv6 address by its /64 (a household, an office or a phone is given a whole /64, so
 * counting single IPv6 addresses would let one client count as billions), and an IPv4-mapped IPv6
 * address as the IPv4 address it is.
 */
export function clientNetwork(address: string): string {
  const bare = address.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare)?.[1];
  if (mapped !== undefined && isIPv4(mapped)) return mapped;
  if (isIPv4(bare)) return bare;
  if (isIPv6(bare)) return `${ipv6Groups(bare).slice(0, 4).join(':')}::/64`;
  return bare;
}

/** The eight 16-bit groups of a valid IPv6 address, in full, without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':').flatMap(expandIPv4Tail));
  const start = groupsOf(head);
  const end = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array.from({ length: 8 - start.length - end.length }, () => '0');
  return [...start, ...zeros, ...end].map((group) => Number.parseInt(group, 16).toString(16));
}

/** An embedded IPv4 tail (`::1.2.3.4`) is two groups. */
function expandIPv4Tail(group: string): string[] {
  if (!group.includes('.')) return [group];
  const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}

/**
 * Names a client's network by a keyed hash, so that what is stored (beside an order, say) can be
 * counted per network without keeping the address: without the server's secret, the hash of an
 * address cannot be told from anyone else's.
 */
export function createNetworkKeyer(secret: string): (address: string) => string {
  return (address) =>
    createHmac('sha256', secret)
      .update(`client-network\0${clientNetwork(address)}`)
      .digest('base64url')
      .slice(0, 22);
}
