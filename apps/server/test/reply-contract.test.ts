import {
  buyerRfqSave,
  ErrorCode,
  GENERAL_ERROR_CODES,
  type NamedOperation,
  namedOperations,
  Ok,
} from '@tender/api-contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRepliesAgainstContract } from '../src/http/contract-route.ts';
import { registerErrorHandling } from '../src/http/error-handler.ts';
import { assertReplyMatchesContract, ContractMismatch } from './helpers/contract-check.ts';

// Both ends of the reply contract (issue 15): the suites' client refuses a reply the contract does not
// allow, and the server answers 1000001 (HTTP 500, route in the log) rather than send one.

const refusal = { code: 2000003, success: false, message: 'Session invalid', msg: 'Session invalid' };

describe("the API client's contract check", () => {
  it('accepts the reply of the path, and a refusal', () => {
    expect(() => assertReplyMatchesContract('/checksession', {}, { code: 0, success: true })).not.toThrow();
    expect(() => assertReplyMatchesContract('/checksession', {}, refusal)).not.toThrow();
    expect(() =>
      assertReplyMatchesContract('/connect', {}, { code: 0, success: true, data: { publickey: 'PEM' } }),
    ).not.toThrow();
  });

  it('refuses a reply with a field the contract does not name, naming the path and the field', () => {
    const check = () =>
      assertReplyMatchesContract('/connect', {}, { code: 0, data: { publickey: 'PEM', privatekey: 'oops' } });
    expect(check).toThrow(ContractMismatch);
    expect(check).toThrow(/POST \/connect .*\/data/);
  });

  it('refuses a reply without a field the contract requires', () => {
    expect(() => assertReplyMatchesContract('/connect', {}, { code: 0, success: true })).toThrow(
      /POST \/connect does not match the contract: .*data/,
    );
    expect(() => assertReplyMatchesContract('/checksession', {}, { success: true })).toThrow(
      ContractMismatch,
    );
  });

  it('refuses a refusal that is not the contract’s ErrorReply', () => {
    expect(() => assertReplyMatchesContract('/checksession', {}, { code: 2000003, message: 'x' })).toThrow(
      /POST \/checksession/,
    );
    expect(() => assertReplyMatchesContract('/checksession', {}, { ...refusal, trace: 'at db.ts' })).toThrow(
      ContractMismatch,
    );
  });

  it('refuses a path the contract does not know', () => {
    expect(() => assertReplyMatchesContract('/nowhere', {}, { code: 0 })).toThrow(
      /POST \/nowhere is not a call of the API contract/,
    );
  });

  it('refuses a refusal whose code is neither in the operation’s errors nor a general code', () => {
    const coded = (code: number) => ({ ...refusal, code });
    // Session checks answer no tender code.
    expect(() => assertReplyMatchesContract('/checksession', {}, coded(4000006))).toThrow(
      /POST \/checksession answered 4000006, which is neither in its operation's errors nor a general code/,
    );
    for (const code of GENERAL_ERROR_CODES) {
      expect(() => assertReplyMatchesContract('/checksession', {}, coded(code))).not.toThrow();
    }
    expect(() =>
      assertReplyMatchesContract(buyerRfqSave.path, {}, coded(ErrorCode.BOQ_INVALID)),
    ).not.toThrow();
    const named = (namedOperations as readonly NamedOperation[]).find((o) => o.errors.length > 0);
    expect(named).toBeDefined();
    if (!named) return;
    const path = `/util/${named.kind}`;
    const [listed] = named.errors;
    expect(() =>
      assertReplyMatchesContract(path, { reqname: named.reqname }, coded(listed ?? 0)),
    ).not.toThrow();
    expect(() => assertReplyMatchesContract(path, { reqname: named.reqname }, coded(5600014))).toThrow(
      ContractMismatch,
    );
  });

  it('checks a named request against its own reqname, and an unknown reqname may only be refused', () => {
    const op = (namedOperations as readonly NamedOperation[]).find((o) => o.kind === 'list');
    expect(op).toBeDefined();
    if (!op) return;
    expect(() =>
      assertReplyMatchesContract('/util/list', { reqname: op.reqname }, { code: 0, success: true, extra: 1 }),
    ).toThrow(new RegExp(`POST /util/list reqname "${op.reqname}" does not match`));
    expect(() => assertReplyMatchesContract('/util/list', { reqname: op.reqname }, refusal)).not.toThrow();
    const unknown = { reqname: 'dropeverything' };
    expect(() =>
      assertReplyMatchesContract('/util/list', unknown, { ...refusal, code: 1000003 }),
    ).not.toThrow();
    expect(() => assertReplyMatchesContract('/util/list', unknown, { code: 0, success: true })).toThrow(
      /reqname "dropeverything"/,
    );
  });
});

describe('a route whose reply breaks its contract', () => {
  let app: FastifyInstance;
  const logs: { level: number; msg: string; err?: { message?: string; route?: string } }[] = [];

  beforeAll(async () => {
    app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => logs.push(JSON.parse(line)) } },
    });
    registerErrorHandling(app);
    checkRepliesAgainstContract(app);
    const schema = { response: { 200: Ok({ count: Type.Integer() }) } };
    app.post('/samex/rest/extra', { schema }, async () => ({ code: 0, count: 1, secret: 'x' }));
    app.post('/samex/rest/missing', { schema }, async () => ({ code: 0 }));
    app.post('/samex/rest/fine', { schema }, async () => ({ code: 0, count: 2 }));
    await app.ready();
  });
  afterAll(() => app?.close());

  it.each([
    ['an extra field', '/samex/rest/extra'],
    ['a missing field', '/samex/rest/missing'],
  ])('answers 1000001 with HTTP 500 for %s and logs the route', async (_case, url) => {
    logs.length = 0;
    const res = await app.inject({ method: 'POST', url, payload: {} });
    expect(res.statusCode).toBe(500);
    const body = res.json() as { code: number; success: boolean; secret?: string };
    expect(body.code).toBe(1000001);
    expect(body.success).toBe(false);
    expect(res.body).not.toContain('secret');
    const logged = logs.find((l) => l.err?.route === `POST ${url}`);
    expect(logged?.level).toBe(50);
    expect(logged?.err?.message).toContain(`reply of POST ${url} does not match its contract`);
  });

  it('sends a reply that matches', async () => {
    const res = await app.inject({ method: 'POST', url: '/samex/rest/fine', payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, count: 2 });
  });
});
