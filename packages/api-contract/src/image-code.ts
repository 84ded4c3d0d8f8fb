import { type Static, Type } from 'typebox';
import { Closed, Ok } from './common.ts';
import { ErrorCode } from './error-codes.ts';
import { defineOperation } from './operation.ts';

// The image verification code (issue 18, item 13): after a few failed sign-in calls from one client
// address, the calls that guess at accounts also need a fresh image code, fetched here.

/**
 * The answer to an image code, which gencode, userlogin and verification (type 2) take once the server
 * has asked for one (3000014). Ignored while it is not asked for.
 */
export const ImageCodeAnswer = {
  imagecodeid: Type.Optional(
    Type.String({ maxLength: 64, description: 'The `imagecodeid` of a /common/imagecode reply.' }),
  ),
  imagecode: Type.Optional(
    Type.String({
      maxLength: 40,
      description: 'Its answer: the characters of the image (any case) or the number.',
    }),
  ),
};

const ImageCodeId = Type.String({ description: 'Sent back as `imagecodeid` with the answer.' });
const ExpiresIn = Type.Integer({ minimum: 1, description: 'Seconds the code may still be answered.' });

export const ImageCodeChallenge = Type.Union([
  Closed({
    imagecodeid: ImageCodeId,
    kind: Type.Literal('image'),
    svg: Type.String({ description: 'An SVG image of the characters (paths only, no text, no script).' }),
    expiresin: ExpiresIn,
  }),
  Closed({
    imagecodeid: ImageCodeId,
    kind: Type.Literal('question'),
    question: Type.String({ description: "A sum in words, in the caller's language (`langcode`)." }),
    expiresin: ExpiresIn,
  }),
]);
export type ImageCodeChallenge = Static<typeof ImageCodeChallenge>;

export const imageCode = defineOperation({
  method: 'POST',
  path: '/common/imagecode',
  name: 'getImageCode',
  summary: 'A new image verification code, or its accessible alternative (a question in words)',
  description:
    'After `IMAGE_CODE_AFTER_FAILURES` failed sign-in calls from one client address (3 by default, ' +
    'counted as for 3000012), gencode, userlogin and verification (type 2) answer 3000014 unless they ' +
    'also carry `imagecodeid` and `imagecode`, until a sign-in from that address succeeds or the window ' +
    'ends. Each code is answered once (a wrong answer uses it up: 3000015), only from the address it ' +
    'was issued to, within `expiresin` seconds; case does not matter. `kind: "question"` gives, instead ' +
    'of an image, a sum in words that a screen reader reads, answered in digits (or in words). Limited ' +
    'per client address (3000012).',
  role: 'public',
  body: Type.Object({
    kind: Type.Optional(Type.Union([Type.Literal('image'), Type.Literal('question')])),
  }),
  reply: Ok({ data: ImageCodeChallenge }),
  errors: [ErrorCode.TOO_MANY_ATTEMPTS],
  tags: ['Sign-in and account'],
});

export const imageCodeOperations = [imageCode] as const;
