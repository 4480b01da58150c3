import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client address counts as, for limits and remembered sign-ins: an IPv4 address
 * itself, an IPv6 address its /64. One IPv6 subscriber is usually given a whole /64 and may send
 * from any address in it (privacy addresses change by the day), so counting per address would let
 * one client take a fresh allowance with every request. An IPv4 address written as IPv6
 * (`::ffff:203.0.113.7`, what a dual-stack socket reports) is that IPv4 address. Text that is no
 * address is returned as it is, so it still counts on its own.
 */
export function clientNetwork(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped)
    return [groups[6] ?? 0, groups[7] ?? 0].flatMap((group) => [group >> 8, group & 0xff]).join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and an IPv4 tail converted. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * Names a client's network by a keyed hash, so that what is stored (beside an order, say) can be
 * counted per network without keeping the address: without the server's secret, the hash of an
 * address cannot be told from anyone else's.
 */
export function createNetworkKeyer(secret: string): (address: string) => string {
  const key = createHmac('sha256', secret).update('easy-buy client networks').digest();
  return (address) =>
    createHmac('sha256', key).update(clientNetwork(address)).digest('base64url').slice(0, 22);
}
