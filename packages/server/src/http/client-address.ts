import { isIP } from 'node:net';

/*
 * Who is calling, by network address: what sign-in throttling counts failures against. The socket's remote
 * address, unless the server is told (TRUST_PROXY=n) that n proxies of its own stand in front of it: then
 * each of them vouches for the hop before it in X-Forwarded-For, counted from the right. Entries further left
 * were written by the client and prove nothing, and without TRUST_PROXY the header proves nothing at all:
 * anyone could send a new address with every guess.
 */

/** TRUST_PROXY: a number of proxies; 'true' means one, anything unreadable none. */
export function trustedProxiesOf(value: string | undefined): number {
  if (value === 'true') return 1;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** '::ffff:203.0.113.9' (an IPv4 client on a dual-stack socket) is 203.0.113.9. */
const plain = (address: string) => {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? (mapped[1] as string) : trimmed;
};

export function addressOf(
  socketAddress: string | undefined,
  forwardedFor: string | null,
  trustedProxies: number,
): string | null {
  if (!socketAddress) return null;
  let client = plain(socketAddress);
  const hops = (forwardedFor ?? '').split(',').map(plain).filter(Boolean).reverse();
  for (const hop of hops.slice(0, trustedProxies)) {
    // A proxy of ours writes a real address; anything else means the chain is not what we were told.
    if (!isIP(hop)) break;
    client = hop;
  }
  return client;
}

/**
 * The address of each request, kept beside it rather than in a header a client could also send: the app
 * notes it as the request arrives (app.ts), the sign-in reads it.
 */
const addresses = new WeakMap<Request, string>();

export function noteClientAddress(request: Request, address: string | null): void {
  if (address) addresses.set(request, address);
}

export const clientAddress = (request: Request): string | null => addresses.get(request) ?? null;

/** The socket's remote address in Hono's Node bindings; none when the app is called in process. */
export function socketAddressOf(env: unknown): string | undefined {
  const bindings = env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return bindings?.incoming?.socket?.remoteAddress;
}
