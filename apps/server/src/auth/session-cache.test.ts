import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../http/session-user.ts';
import { SessionCache } from './session-cache.ts';

const user = (sessionId: number, userId: number): SessionUser => ({
  sessionId,
  userId,
  hrid: `HR${userId}`,
  loginid: `u${userId}`,
  username: `User ${userId}`,
  supplierId: 1,
  siteid: 'HKHQ',
  emailVerified: true,
  mustChangePassword: false,
  roles: [],
});
const later = new Date(Date.now() + 60_000);

function listening(): SessionCache {
  const cache = new SessionCache();
  cache.setListening(true);
  return cache;
}

describe('SessionCache', () => {
  it('serves nothing until it listens, and forgets everything when it stops', () => {
    const cache = new SessionCache();
    cache.keep('t1', user(1, 1), later, cache.mark());
    expect(cache.get('t1')).toBeUndefined();
    cache.setListening(true);
    cache.keep('t1', user(1, 1), later, cache.mark());
    expect(cache.get('t1')?.sessionId).toBe(1);
    cache.setListening(false);
    cache.setListening(true);
    expect(cache.get('t1')).toBeUndefined();
  });

  it('drops a session by its id, all of a user by the user id, everything on anything else', () => {
    const cache = listening();
    cache.keep('a', user(1, 10), later, cache.mark());
    cache.keep('b', user(2, 10), later, cache.mark());
    cache.keep('c', user(3, 20), later, cache.mark());
    cache.invalidate('s1');
    expect([cache.get('a'), cache.get('b')?.sessionId, cache.get('c')?.sessionId]).toEqual([undefined, 2, 3]);
    cache.invalidate('u10');
    expect([cache.get('b'), cache.get('c')?.sessionId]).toEqual([undefined, 3]);
    cache.invalidate('*');
    expect(cache.size).toBe(0);
  });

  it('does not keep a load that a notification overtook', () => {
    const cache = listening();
    const mark = cache.mark();
    cache.invalidate('u99'); // about someone else, but the load cannot tell what it read
    cache.keep('a', user(1, 10), later, mark);
    expect(cache.get('a')).toBeUndefined();
    const lostMark = cache.mark();
    cache.setListening(false);
    cache.setListening(true);
    cache.keep('a', user(1, 10), later, lostMark);
    expect(cache.get('a')).toBeUndefined();
  });

  it('checks the kept expiry on every hit', () => {
    const cache = listening();
    const expiresAt = new Date(Date.now() + 1000);
    cache.keep('a', user(1, 10), expiresAt, cache.mark());
    expect(cache.get('a', expiresAt.getTime() - 1)).toBeDefined();
    expect(cache.get('a', expiresAt.getTime())).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('answers a lookup only after the listener caught up, and not when it failed', async () => {
    const cache = listening();
    cache.keep('a', user(1, 10), later, cache.mark());
    // The barrier delivers a notification that was still on its way.
    cache.useSync(async () => cache.invalidate('s1'));
    expect(await cache.lookup('a')).toBeUndefined();
    cache.keep('a', user(1, 10), later, cache.mark());
    cache.useSync(() => Promise.reject(new Error('connection lost')));
    expect(await cache.lookup('a')).toBeUndefined();
    cache.useSync(() => Promise.resolve());
    expect((await cache.lookup('a'))?.sessionId).toBe(1);
  });

  it('hands out a value nobody can change', () => {
    const cache = listening();
    cache.keep('a', user(1, 10), later, cache.mark());
    const kept = cache.get('a') as SessionUser;
    expect(() => {
      kept.mustChangePassword = true;
    }).toThrow();
  });
});
