import { imageCode } from '@tender/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import { ok, routeSchema } from '../http/contract-route.ts';
import { languageOf } from '../i18n/language.ts';
import { imageChallenge, questionChallenge } from './image-code-challenge.ts';
import { IMAGE_CODE_TTL_SECONDS, imageCodes } from './image-codes.ts';
import type { ServerKeys } from './server-keys.ts';
import { clientAddressOf } from './sign-in-limit.ts';

// New codes one client address may fetch per window: enough for a person who refreshes a few times,
// few enough that no one stocks up on them.
const FETCH_LIMIT = 30;
const FETCH_WINDOW_MS = 5 * 60_000;

interface ImageCodeBody {
  imagecodeid?: string;
  imagecode?: string;
}

export interface ImageCodeGuard {
  /**
   * The preHandler, after the sign-in limit's, of a call the image code guards: once the client
   * address needs one, the call is refused with 3000014 without an answer and with 3000015 for a wrong,
   * used, expired or another address's code. `guards` picks the bodies it applies to (all by default).
   */
  check(guards?: (body: Record<string, unknown>) => boolean): (request: FastifyRequest) => Promise<void>;
  /** To call once a sign-in has succeeded: the address's failures so far ask for no more codes. */
  signedIn(request: FastifyRequest): Promise<void>;
}

/**
 * Registers /common/imagecode in the auth routes' scope, where the sign-in limit has registered
 * @fastify/rate-limit with its database store (so the fetch limit is shared by every app server too).
 */
export function registerImageCodes(app: FastifyInstance, ctx: AppContext, keys: ServerKeys): ImageCodeGuard {
  const codes = imageCodes(ctx, keys.pepperedHash);
  const fetchLimit = app.createRateLimit({
    max: FETCH_LIMIT,
    timeWindow: FETCH_WINDOW_MS,
    keyGenerator: (request) => `image-code-fetch:${clientAddressOf(request)}`,
  });

  app.post(imageCode.path, { schema: routeSchema(imageCode) }, async (request) => {
    const limit = await fetchLimit(request);
    if (!limit.isAllowed && limit.isExceeded) throw new AppError(ErrorCode.TOO_MANY_ATTEMPTS);
    const { kind } = request.body as { kind?: 'image' | 'question' };
    const challenge =
      kind === 'question' ? questionChallenge(languageOf(request.headers.langcode)) : imageChallenge();
    const imagecodeid = await codes.issue(request, challenge);
    const expiresin = IMAGE_CODE_TTL_SECONDS;
    return ok({
      data:
        challenge.kind === 'image'
          ? { imagecodeid, kind: 'image' as const, svg: challenge.shown, expiresin }
          : { imagecodeid, kind: 'question' as const, question: challenge.shown, expiresin },
    });
  });

  return {
    check(guards) {
      return async (request) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        if (guards && !guards(body)) return;
        if (!(await codes.needed(request))) return;
        const { imagecodeid, imagecode } = body as ImageCodeBody;
        if (!imagecodeid || !imagecode?.trim()) throw new AppError(ErrorCode.IMAGE_CODE_REQUIRED);
        if (!(await codes.answer(request, imagecodeid, imagecode)))
          throw new AppError(ErrorCode.IMAGE_CODE_WRONG);
      };
    },
    signedIn: (request) => codes.signedIn(request),
  };
}
