import { ErrorCode } from '@tender/api-contract/error-codes';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';

/** The refusals that ask for an image code: none was given (3000014), or it was wrong or stale (3000015). */
const ASKS_FOR_IMAGE_CODE = new Set<number>([ErrorCode.IMAGE_CODE_REQUIRED, ErrorCode.IMAGE_CODE_WRONG]);

/** What a guarded call (gencode, userlogin, verification type 2) sends besides its own fields. */
export interface ImageCodeAnswer {
  imagecodeid?: string;
  imagecode?: string;
}

/**
 * The image verification code of a sign-in page (issue 18, item 13). Nothing shows until the server
 * refuses a call for want of one; from then on each guarded call takes the answer and a new code is
 * shown, since a code is answered only once. The field itself (image-code-field.tsx) loads lazily.
 */
export function useImageCode() {
  const [needed, setNeeded] = useState(false);
  // Each round is a new code: the field fetches one whenever it changes.
  const [round, setRound] = useState(0);
  const [answer, setAnswerValue] = useState('');
  // Set when a guarded call was made without an answer: the field says it is required.
  const [missing, setMissing] = useState(false);
  const shownId = useRef<string | null>(null);

  const setAnswer = useCallback((value: string) => {
    setAnswerValue(value);
    setMissing(false);
  }, []);

  /** A new code (the New image button, an expired one): the typed answer and its message go with the old one. */
  const refresh = useCallback(() => {
    shownId.current = null;
    setRound((r) => r + 1);
    setAnswerValue('');
    setMissing(false);
  }, []);

  /** The field tells which code it shows (null while one loads). */
  const showing = useCallback((id: string | null) => {
    shownId.current = id;
  }, []);

  /**
   * The answer to send with a guarded call, after which a new code is shown; `{}` while none is asked
   * for; null when one is asked for but not answered (the field then says so, and the call waits).
   */
  const take = (): ImageCodeAnswer | null => {
    if (!needed) return {};
    const id = shownId.current;
    const typed = answer.trim();
    if (!id || !typed) {
      setMissing(true);
      return null;
    }
    refresh();
    return { imagecodeid: id, imagecode: typed };
  };

  /** After a refused call: true when the refusal asks for an image code, which the page then shows. */
  const refusedFor = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || !ASKS_FOR_IMAGE_CODE.has(error.code)) return false;
    setNeeded(true);
    return true;
  };

  return { needed, round, answer, missing, setAnswer, refresh, showing, take, refusedFor };
}

export type ImageCode = ReturnType<typeof useImageCode>;
