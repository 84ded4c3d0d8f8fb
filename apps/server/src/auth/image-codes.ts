import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { type Challenge, normaliseAnswer } from './image-code-challenge.ts';
import { deleteExpiredImageCodes, insertImageCode, takeImageCode } from './image-code-repository.ts';
import { liveCounts, markCountLessOne } from './rate-limit-repository.ts';
import { clientAddressOf, signInKeyOf } from './sign-in-limit.ts';

// Image verification codes (issue 18, item 13), kept in the database (image_code) so that any app
// server checks a code another issued. Only a keyed hash of the answer is stored; a code is answered
// once (a wrong answer uses it up too), from the address it was issued to, within two minutes.

/** How long a code may be answered. */
export const IMAGE_CODE_TTL_SECONDS = 120;
// Expired codes are deleted at most this often per app server, after the reply that issued one.
const SWEEP_EVERY_MS = 10 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `rate_limit` row that marks how many of an address's counted failures a sign-in has forgiven. */
const passKeyOf = (request: FastifyRequest) => `image-code-pass:${clientAddressOf(request)}`;

export interface ImageCodes {
  /** Stores a new code for the request's client address; its id. */
  issue(request: FastifyRequest, challenge: Challenge): Promise<string>;
  /** Uses up the code `id` of the request's address; true when it was live and `answer` is right. */
  answer(request: FastifyRequest, id: string, answer: string): Promise<boolean>;
  /**
   * Whether the request's client address must answer an image code: its failed sign-in calls since
   * its last successful sign-in, in the sign-in limit's window, have reached IMAGE_CODE_AFTER_FAILURES.
   * Called after the sign-in limit has counted the request itself.
   */
  needed(request: FastifyRequest): Promise<boolean>;
  /** A sign-in from the request's address succeeded: the failures counted so far no longer ask for codes. */
  signedIn(request: FastifyRequest): Promise<void>;
}

export function imageCodes(ctx: AppContext, hash: (value: string) => string): ImageCodes {
  const { db } = ctx;
  // The id is part of what is hashed, so two codes with the same answer have different hashes.
  const hashOf = (id: string, answer: string) => Buffer.from(hash(`image-code:${id}:${answer}`), 'hex');
  let lastSweep = 0;

  const sweepNow = () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    ctx.tasks.run('image-code-sweep', async () => {
      await deleteExpiredImageCodes(db);
    });
  };

  return {
    async issue(request, challenge) {
      const id = randomUUID();
      // Expires by the database's clock, which every app server shares.
      await insertImageCode(db, {
        id,
        kind: challenge.kind,
        answerHash: hashOf(id, challenge.answer).toString('hex'),
        client: clientAddressOf(request),
        ttlSeconds: IMAGE_CODE_TTL_SECONDS,
      });
      sweepNow();
      return id;
    },

    async answer(request, id, answer) {
      if (!UUID.test(id)) return false;
      // Marked used whatever the answer, in the statement that reads it: of parallel tries with one
      // code, only one ever gets a row, so no code is answered twice.
      const row = await takeImageCode(db, id, clientAddressOf(request));
      if (!row?.live) return false;
      const expected = Buffer.from(row.answer_hash, 'hex');
      const given = hashOf(id, normaliseAnswer(row.kind, answer));
      return expected.length === given.length && timingSafeEqual(expected, given);
    },

    async needed(request) {
      const signInKey = signInKeyOf(request);
      const rows = await liveCounts(db, [signInKey, passKeyOf(request)]);
      const counted = rows.find((r) => r.key === signInKey)?.count ?? 0;
      const forgiven = rows.find((r) => r.key !== signInKey)?.count ?? 0;
      // `counted` includes this request, which has not failed yet.
      return counted - 1 - forgiven >= ctx.config.imageCodeAfterFailures;
    },

    async signedIn(request) {
      // Forgives the failures counted now (less this request, whose count the sign-in limit gives
      // back) until the window of the sign-in limit ends: the marker expires with the count it offsets.
      await markCountLessOne(db, passKeyOf(request), signInKeyOf(request));
    },
  };
}
