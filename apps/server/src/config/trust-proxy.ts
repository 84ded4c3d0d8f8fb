import { isIP } from 'node:net';

/**
 * Which proxies may name the client in X-Forwarded-For (Fastify's `trustProxy`). Off by default: a
 * portal reached directly must not take a client's word for its own address, which the log and the
 * sign-in rate limit both rely on. `TRUST_PROXY` is a hop count (`1`: the nearest proxy) or a
 * comma-separated list of proxy addresses or CIDR ranges (`10.0.0.5, 10.1.0.0/16`).
 */
export type TrustProxy = false | number | string[];

function isAddressOrRange(value: string): boolean {
  const [address, bits, ...rest] = value.split('/');
  if (rest.length > 0 || !address || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((s) => s.trim());
  const wrong = entries.filter((e) => !isAddressOrRange(e));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be a hop count or a list of proxy addresses; not understood: ${wrong.join(', ')}`,
    );
  }
  return entries;
}

/**
 * The setting as Fastify takes it. Fastify refuses to honour a bare hop count (it cannot tell the proxy
 * from a client that connects directly), so a count becomes "trust the nearest N hops", as Express
 * reads it: right only when the app servers can be reached through the proxy alone.
 */
export function fastifyTrustProxy(
  tp: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof tp === 'number') return (_address, hop) => hop < tp;
  return tp;
}
