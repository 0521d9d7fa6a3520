import { clientNetwork } from '../lib/client-network';

describe('the network a client address is counted as', () => {
  it.each([
    ['203.0.113.5', '203.0.113.5'],
    ['::ffff:203.0.113.5', '203.0.113.5'],
    ['2001:db8:85a3:1234:5678:8a2e:370:7334', '2001:db8:85a3:1234::/64'],
    ['2001:db8:85a3:1234::1', '2001:db8:85a3:1234::/64'],
    ['2001:0db8:85a3:1234:ffff:ffff:ffff:ffff', '2001:db8:85a3:1234::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('%s -> %s', (ip, expected) => {
    expect(clientNetwork(ip)).toBe(expected);
  });

  it('counts two addresses of one /64 as one client, and the next /64 as another', () => {
    expect(clientNetwork('2001:db8:1:2::a')).toBe(clientNetwork('2001:db8:1:2:ffff::b'));
    expect(clientNetwork('2001:db8:1:2::a')).not.toBe(clientNetwork('2001:db8:1:3::a'));
  });
});
