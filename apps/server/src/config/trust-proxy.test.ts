import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const off of ['', '0', 'false', ' ']) expect(parseTrustProxy(off)).toBe(false);
  });

  it('takes a hop count', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('reads a hop count as trusting the nearest hops only', () => {
    const trust = fastifyTrustProxy(1);
    if (typeof trust !== 'function') throw new Error('a hop count becomes a function');
    expect(trust('10.0.0.5', 0)).toBe(true);
    expect(trust('6.6.6.6', 1)).toBe(false);
    expect(fastifyTrustProxy(false)).toBe(false);
  });

  it('takes a list of proxy addresses and ranges', () => {
    expect(parseTrustProxy('10.0.0.5, 10.1.0.0/16,::1')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1']);
  });

  it('refuses anything else rather than trusting every sender', () => {
    for (const wrong of ['true', 'yes', '10.0.0.0/33', 'proxy.local', '1.2.3.4,', '*'])
      expect(() => parseTrustProxy(wrong), wrong).toThrow(/TRUST_PROXY/);
  });
});
