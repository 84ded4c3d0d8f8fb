import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from './session';
import { createTabLink, type TabChannel, type TabLink, type TabLinkHandlers, usableOffer } from './tab-link';

// Node's BroadcastChannel connects instances of one name within the process, as tabs of one origin are.
const HOUR = 3_600_000;
const session = (over: Partial<Session> = {}): Session => ({
  token: 'tok-a',
  expiration: new Date(Date.now() + HOUR).toISOString(),
  username: 'Amy Supplier',
  loginid: 'amy',
  hrid: 'HR1',
  userid: '7',
  siteid: 'HKHQ',
  emailverified: 1,
  issupplier: 1,
  ...over,
});

const open: TabLink[] = [];
let channelName = 0;
afterEach(() => {
  for (const link of open.splice(0)) link.close();
  channelName += 1;
});

/** A tab: its own channel end and handlers over a session it holds (or not). */
function tab(handlers: Partial<TabLinkHandlers> & { held?: Session | null } = {}) {
  const held = handlers.held ?? null;
  const calls = { signedOut: vi.fn(), peerActive: vi.fn() };
  const link = createTabLink(new BroadcastChannel(`test-${channelName}`) as unknown as TabChannel, {
    shareableSession: () => held,
    currentToken: () => held?.token ?? null,
    currentHrid: () => held?.hrid ?? null,
    onSignedOut: calls.signedOut,
    onPeerActive: calls.peerActive,
    ...handlers,
  });
  open.push(link);
  return { link, ...calls };
}

describe('handing the session to a new tab', () => {
  it('a new tab takes the session of an open one', async () => {
    tab({ held: session() });
    const fresh = tab();
    await expect(fresh.link.ask(1000)).resolves.toMatchObject({ token: 'tok-a', loginid: 'amy' });
  });

  it('resolves null quickly when no tab answers', async () => {
    tab();
    const fresh = tab();
    const started = Date.now();
    await expect(fresh.link.ask(60)).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('gets nothing from a tab that may not share (a password flow under way)', async () => {
    tab({ held: session(), shareableSession: () => null });
    await expect(tab().link.ask(80)).resolves.toBeNull();
  });

  it('takes the first of several offers', async () => {
    tab({ held: session({ token: 'tok-1' }) });
    tab({ held: session({ token: 'tok-1' }) });
    const fresh = tab();
    await expect(fresh.link.ask(1000)).resolves.toMatchObject({ token: 'tok-1' });
  });

  it('ignores offers made to another tab', async () => {
    const other = new BroadcastChannel(`test-${channelName}`);
    const fresh = tab();
    const asked = fresh.link.ask(100);
    other.postMessage({ type: 'offer', id: 'not-yours', session: session() });
    await expect(asked).resolves.toBeNull();
    other.close();
  });
});

describe('usableOffer', () => {
  it('accepts a complete, verified, unexpired session', () => {
    expect(usableOffer(session())).toMatchObject({ token: 'tok-a' });
  });

  it.each([
    ['an expired one', session({ expiration: new Date(Date.now() - 1000).toISOString() })],
    ['one whose e-mail is not verified', session({ emailverified: 0 })],
    ['one without a token', session({ token: '' })],
    ['one with a bad role', { ...session(), issupplier: 2 }],
    ['one missing a field', { ...session(), hrid: undefined }],
    ['a string', 'tok-a'],
    ['nothing', null],
  ])('refuses %s', (_, value) => {
    expect(usableOffer(value)).toBeNull();
  });
});

describe('signing out every tab', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('signs out the tabs of the same session and leaves others alone', async () => {
    const leaving = tab({ held: session() });
    const same = tab({ held: session() });
    const otherUser = tab({ held: session({ token: 'tok-b', hrid: 'HR2' }) });
    const signedOutTab = tab();
    leaving.link.announceSignOut(session(), false);
    await settle();
    expect(same.signedOut).toHaveBeenCalledTimes(1);
    expect(otherUser.signedOut).not.toHaveBeenCalled();
    expect(signedOutTab.signedOut).not.toHaveBeenCalled();
    expect(leaving.signedOut).not.toHaveBeenCalled();
  });

  it("tells a tab that stays signed in about another session's sign-out (its role cookie went)", async () => {
    const otherSignedOut = vi.fn();
    const leaving = tab({ held: session() });
    tab({ held: session({ token: 'tok-b', hrid: 'HR2' }), onOtherSignedOut: otherSignedOut });
    leaving.link.announceSignOut(session(), false);
    await settle();
    expect(otherSignedOut).toHaveBeenCalledTimes(1);
  });

  it('after a password change, signs out every tab of that user whatever its token', async () => {
    const changing = tab({ held: session() });
    const sameUser = tab({ held: session({ token: 'tok-c' }) });
    const otherUser = tab({ held: session({ token: 'tok-b', hrid: 'HR2' }) });
    changing.link.announceSignOut(session(), true);
    await settle();
    expect(sameUser.signedOut).toHaveBeenCalledTimes(1);
    expect(otherUser.signedOut).not.toHaveBeenCalled();
  });

  it('tells the tabs of the session, and only them, that someone is working', async () => {
    const working = tab({ held: session() });
    const same = tab({ held: session() });
    const other = tab({ held: session({ token: 'tok-b' }) });
    working.link.announceActivity('tok-a');
    await settle();
    expect(same.peerActive).toHaveBeenCalledTimes(1);
    expect(other.peerActive).not.toHaveBeenCalled();
  });
});
