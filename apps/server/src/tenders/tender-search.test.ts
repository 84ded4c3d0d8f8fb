import { TENDER_STATUSES } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import { statusesOf } from './tender-read-service.ts';

describe('statusesOf', () => {
  it('reads the filter strings of spec 9 and treats an absent filter as all', () => {
    expect(statusesOf("in ('WTQUOTE')")).toEqual(['WTQUOTE']);
    expect(statusesOf("not in ('')")).toEqual([...TENDER_STATUSES]);
    expect(statusesOf(undefined)).toEqual([...TENDER_STATUSES]);
  });

  it.each(["in ('WTQUOTE') or 1=1", "'; drop table udztb;--", 'SUBMITED', "in ('NEW')"])(
    'refuses %j',
    (filter) => {
      expect(() => statusesOf(filter)).toThrow(AppError);
      try {
        statusesOf(filter);
      } catch (error) {
        expect((error as AppError).code).toBe(ErrorCode.BAD_REQUEST);
      }
    },
  );
});
