import { describe, expect, it } from 'vitest';
import { ACCOUNT_RULE, ADDRESS_RULE, addressGroup, lockSecondsAt, signInKeys } from './sign-in-throttle.js';

// The throttle's pure parts: how long a count locks, and what one client is (a whole IPv6 /64 is one).
describe('sign-in throttling', () => {
  const RULES = { account: ACCOUNT_RULE, address: ADDRESS_RULE };
  it.each([
    ['account', 4, 0],
    ['account', 5, 60],
    ['account', 6, 120],
    ['account', 7, 240],
    ['account', 8, 480],
    ['account', 9, 900],
    ['account', 40, 900],
    ['address', 19, 0],
    ['address', 20, 60],
  ] as const)('an %s at %i failures is locked for %i s', (rule, failures, seconds) => {
    expect(lockSecondsAt(failures, RULES[rule])).toBe(seconds);
  });

  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::99', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
  ])('counts %s as %s', (address, group) => {
    expect(addressGroup(address)).toBe(group);
  });

  it('keys a sign-in by its user name in any case and by its address when known', () => {
    expect(signInKeys(' Admin ', '203.0.113.9').map((k) => k.key)).toEqual([
      'account:admin',
      'address:203.0.113.9',
    ]);
    expect(signInKeys('admin', null).map((k) => k.key)).toEqual(['account:admin']);
  });
});
