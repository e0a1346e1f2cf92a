import { addressKey } from './client-address';

describe('addressKey (the subject of the per-address flood limits)', () => {
  it('given an IPv4 address, should keep it as it is', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
  });

  it('given IPv6 addresses, should key them by their /64 in the expanded form, whatever their spelling', () => {
    const key = '2001:0db8:0001:0002::/64';
    expect(addressKey('2001:db8:1:2::1')).toBe(key);
    expect(addressKey('2001:DB8:1:2:ffff:eeee:dddd:cccc')).toBe(key);
    expect(addressKey('2001:0db8:0001:0002:0000:0000:0000:0009')).toBe(key);
    expect(addressKey('[2001:db8:1:2::1]')).toBe(key);
    expect(addressKey('2001:db8:1:2::1%eth0')).toBe(key);
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:0db8:0001:0003::/64');
    expect(addressKey('2001:db8::')).toBe('2001:0db8:0000:0000::/64');
    expect(addressKey('::1')).toBe('0000:0000:0000:0000::/64');
    expect(addressKey('::')).toBe('0000:0000:0000:0000::/64');
    // An IPv4 tail in the low 32 bits does not change the /64.
    expect(addressKey('64:ff9b::198.51.100.7')).toBe('0064:ff9b:0000:0000::/64');
  });

  it('given an IPv4-mapped IPv6 address, should count it as the IPv4 address', () => {
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::FFFF:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('0:0:0:0:0:ffff:c633:6407')).toBe('198.51.100.7');
  });

  it('given something that is no address, should keep it as it is (bounded)', () => {
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9');
    expect(addressKey('x'.repeat(500))).toHaveLength(200);
  });
});
