import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import { metricsOf } from '../metrics/index.ts';
import { giveBackCount } from './rate-limit-repository.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

// Clients of one IPv6 /56 are one client, as @fastify/rate-limit counts them by default: an attacker
// with a routed prefix would otherwise have addresses to spare.
const IPV6_SUBNET = 56;

/** A request's client address as the sign-in limit counts it: IPv6 by its /56 prefix. */
export function clientAddressOf(request: FastifyRequest): string {
  return normalizeIP(request.ip, IPV6_SUBNET);
}

/** The `rate_limit` key under which the failed sign-in calls of a request's client address are counted. */
export function signInKeyOf(request: FastifyRequest): string {
  return `sign-in:${clientAddressOf(request)}`;
}

/**
 * Failed attempts per client address on the calls that guess at accounts (/connect, gencode,
 * userlogin, verification, editaccount), counted by @fastify/rate-limit in the database so that every
 * app server sees the same count. The lockout (5 per account) stops guessing at one account; this
 * stops one address spraying guesses across many.
 *
 * Answers the preHandler of those calls: it counts the attempt against its client address at once (so
 * a parallel burst is counted as it arrives) and refuses it with 3000012 once the address has used up
 * its failures for the window. An attempt that then succeeds gives its count back before the reply
 * goes out, so only failures stay counted and a supplier signing in normally is never refused.
 */
export async function registerSignInLimit(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<(request: FastifyRequest) => Promise<void>> {
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(ctx.db) });
  const keyOf = signInKeyOf;
  const limiter = app.createRateLimit({
    max: ctx.config.signInFailureLimit,
    timeWindow: ctx.config.signInFailureWindowSeconds * 1000,
    keyGenerator: keyOf,
  });
  const counted = new WeakSet<FastifyRequest>();
  const failed = new WeakSet<FastifyRequest>();

  app.addHook('onError', async (request, _reply, error) => {
    failed.add(request);
    if (counted.has(request)) {
      const failure: unknown = error;
      const code = failure instanceof AppError ? String(failure.code) : 'error';
      metricsOf(ctx.db)?.signInFailures.inc({ route: request.routeOptions.url ?? '', code });
    }
  });
  app.addHook('onSend', async (request) => {
    if (!counted.has(request) || failed.has(request)) return;
    counted.delete(request);
    await giveBackCount(ctx.db, keyOf(request));
  });

  return async (request) => {
    const status = await limiter(request);
    if (status.isAllowed) return;
    counted.add(request);
    if (status.isExceeded) {
      request.log.warn({ client: status.key }, 'sign-in attempts limited');
      throw new AppError(ErrorCode.TOO_MANY_ATTEMPTS);
    }
  };
}
