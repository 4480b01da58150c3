import { describe, expect, it } from 'vitest';
import { clientNetwork, createNetworkKeyer } from './client-network.ts';

describe('clientNetwork', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['::FFFF:198.51.100.7', '198.51.100.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['64:ff9b::198.51.100.7', '64:ff9b:0:0::/64'],
  ])('when the address is %s, then the network is %s', (address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });

  it('when two addresses share a /64, then their keys are equal; another /64 or secret differs', () => {
    const key = createNetworkKeyer('a secret of the shop');
    expect(key('2001:db8:1:2::1')).toBe(key('2001:db8:1:2:aaaa::9'));
    expect(key('2001:db8:1:2::1')).not.toBe(key('2001:db8:1:3::1'));
    expect(createNetworkKeyer('another secret')('2001:db8:1:2::1')).not.toBe(key('2001:db8:1:2::1'));
    expect(key('198.51.100.7')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(key('198.51.100.7')).not.toContain('198');
  });
});
