import type { ImageCodeChallenge } from '@tender/api-contract';
import { callApi } from '@/lib/api-client';

export type { ImageCodeChallenge };
export type ImageCodeKind = ImageCodeChallenge['kind'];

/** A new image verification code, or its accessible alternative (a question in words, `langcode`'s language). */
export async function getImageCode(kind: ImageCodeKind): Promise<ImageCodeChallenge> {
  const reply = await callApi('/common/imagecode', { kind });
  return reply.data;
}
