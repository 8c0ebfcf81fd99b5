import { describe, expect, it } from 'vitest';
import { addressOf, trustedProxiesOf } from './client-address.js';

// The address a sign-in is counted against: the socket's, unless the server is told how many proxies of
// its own stand in front (TRUST_PROXY); then each of them vouches for the hop before it in X-Forwarded-For.
describe('the client address', () => {
  it.each([
    ['the socket without a proxy', '203.0.113.9', null, 0, '203.0.113.9'],
    [
      'the socket, X-Forwarded-For not believed without TRUST_PROXY',
      '127.0.0.1',
      '198.51.100.7',
      0,
      '127.0.0.1',
    ],
    ['the hop the trusted proxy saw', '127.0.0.1', '198.51.100.7', 1, '198.51.100.7'],
    [
      'the last hop only: the client writes the ones before it',
      '127.0.0.1',
      '6.6.6.6, 198.51.100.7',
      1,
      '198.51.100.7',
    ],
    ['two proxies of our own', '127.0.0.1', '6.6.6.6, 198.51.100.7, 10.0.0.2', 2, '198.51.100.7'],
    ['more trust than hops: the first hop', '127.0.0.1', '198.51.100.7', 3, '198.51.100.7'],
    ['garbage in the header: the hop that wrote it', '127.0.0.1', 'not-an-address', 1, '127.0.0.1'],
    ['an IPv4 client on an IPv6 socket', '::ffff:203.0.113.9', null, 0, '203.0.113.9'],
    ['an IPv6 client', '2001:db8::1', null, 0, '2001:db8::1'],
    ['no socket (an in-process call)', undefined, null, 0, null],
  ])('is %s', (_, socket, forwarded, trusted, expected) => {
    expect(addressOf(socket, forwarded, trusted)).toBe(expected);
  });

  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['1', 1],
    ['true', 1],
    ['2', 2],
    ['no', 0],
  ])('TRUST_PROXY=%s trusts %i proxies', (value, n) => {
    expect(trustedProxiesOf(value)).toBe(n);
  });
});
