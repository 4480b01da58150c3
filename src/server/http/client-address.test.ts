import { describe, expect, it } from 'vitest';
import { clientNetwork, createNetworkKeyer } from './client-address.ts';

describe('clientNetwork', () => {
  it.each([
    ['an IPv4 address', '203.0.113.7', '203.0.113.7'],
    ['an IPv4 address mapped into IPv6', '::ffff:203.0.113.7', '203.0.113.7'],
    ['the same, in hexadecimal', '::ffff:cb00:7107', '203.0.113.7'],
    ['the IPv6 loopback', '::1', '0:0:0:0::/64'],
  ])('when the address is %s (%s), then its network is %s', (_what, address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });

  it('when IPv6 addresses share their first 64 bits, then they are one network however they are written', () => {
    const spellings = [
      '2001:db8:a:b::1',
      '2001:0db8:000a:000b:0000:0000:0000:0002',
      '2001:DB8:A:B:FFFF:FFFF:FFFF:FFFF',
      '2001:db8:a:b:1:2:192.0.2.1',
      '2001:db8:a:b::9%eth0',
    ];
    expect(new Set(spellings.map(clientNetwork))).toEqual(new Set(['2001:db8:a:b::/64']));
  });

  it('when IPv6 addresses differ within their first 64 bits, then they are different networks', () => {
    const networks = ['2001:db8:a:b::1', '2001:db8:a:c::1', '2001:db8::a:b:0:0', '2001:db9:a:b::1'].map(
      clientNetwork,
    );
    expect(new Set(networks).size).toBe(4);
  });

  it('when the text is not an address, then it is kept as it is, so it still counts on its own', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
    expect(clientNetwork('')).toBe('');
  });
});

describe('createNetworkKeyer', () => {
  it('when two addresses share a /64, then their keys are equal; another /64 or secret differs', () => {
    const key = createNetworkKeyer('a secret of the shop');
    expect(key('2001:db8:1:2::1')).toBe(key('2001:db8:1:2:aaaa::9'));
    expect(key('::ffff:198.51.100.7')).toBe(key('198.51.100.7'));
    expect(key('2001:db8:1:2::1')).not.toBe(key('2001:db8:1:3::1'));
    expect(createNetworkKeyer('another secret')('2001:db8:1:2::1')).not.toBe(key('2001:db8:1:2::1'));
    expect(key('198.51.100.7')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(key('198.51.100.7')).not.toContain('198');
  });
});
