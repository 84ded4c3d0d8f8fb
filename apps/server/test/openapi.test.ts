import { Validator } from '@seriousme/openapi-schema-validator';
import { type NamedOperation, namedOperations, type Operation, operations } from '@tender/api-contract';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiDocsRoute } from '../src/http/api-docs.ts';
import { startTestServer, type TestServer, testDatabases } from './helpers/test-server.ts';

// The API reference (issue 15): the OpenAPI 3.1 document the server generates from the contract, and the
// page that shows it. It must be valid, and name every call of the spec, of the contract and of the server.

/** The paths of shared/api-paths.md (spec section 7 as Tender Portal maps it), under /samex/rest. */
const SPEC_PATHS = [
  '/connect',
  '/common/userlogin',
  '/common/gencode',
  '/common/verification',
  '/account/editaccount',
  '/logout',
  '/checksession',
  '/util/list',
  '/util/update',
  '/workflow/submitworkflow',
  '/tenderquestion/list',
  '/tenderquestion/add',
  '/tender/downloadatt',
  '/supplier/detail',
  '/supplier/update',
  '/scope/detail',
  '/scope/update',
  '/licensecert/detail',
  '/licensecert/update',
  '/common/upload',
  '/common/deldoc',
  '/workorder/deldoc',
  '/workorder/list',
  '/workorder/detail',
];

/** The reqnames the spec and api-paths.md name, by the path that takes them. */
const SPEC_REQNAMES = {
  list: [
    'gettips',
    'getmessageutil',
    'getudztb',
    'udztbcount',
    'getudztbline',
    'getjlludztb',
    'getudztbdoc',
    'getsupplierdoc',
    'getsiteinspection',
    'gethomesummary',
  ],
  update: ['updateudztb', 'updateudztb_supp', 'deleteudztbfile'],
} as const;

interface Doc {
  openapi: string;
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}
interface OperationObject {
  summary?: string;
  description?: string;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  parameters?: { schema: unknown }[];
}

/** `/file/:docinfoid` as the document writes it: `/file/{docinfoid}`. */
const openapiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Every schema of the document: components, bodies, replies, parameters. */
function schemasOf(doc: Doc): [string, unknown][] {
  const found: [string, unknown][] = Object.entries(doc.components.schemas).map(([n, s]) => [n, s]);
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
        found.push([`${method} ${path} body ${type}`, media.schema]);
      for (const [status, response] of Object.entries(op.responses))
        for (const [type, media] of Object.entries(response.content ?? {}))
          found.push([`${method} ${path} ${status} ${type}`, media.schema]);
      for (const [i, parameter] of (op.parameters ?? []).entries())
        found.push([`${method} ${path} parameter ${i}`, parameter.schema]);
    }
  }
  return found;
}

describe.each(testDatabases)('the OpenAPI document on %s', (kind) => {
  let server: TestServer;
  let doc: Doc;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const res = await fetch(`${server.url}/samex/rest/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    doc = (await res.json()) as Doc;
  });
  afterAll(() => server?.close());

  it('is a valid OpenAPI 3.1 document, every schema in it valid JSON Schema 2020-12', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    const ajv = new Ajv2020({ strict: false });
    const invalid = schemasOf(doc)
      .filter(([, schema]) => !ajv.validateSchema(schema as object))
      .map(([where]) => `${where}: ${ajv.errorsText()}`);
    expect(invalid).toEqual([]);
    // Nothing of TypeBox's own bookkeeping leaks into the document.
    expect(JSON.stringify(doc)).not.toMatch(/"~(kind|optional|readonly)"/);
  });

  it('lists every path of the spec and every operation of the contract, with its words', () => {
    const missing = SPEC_PATHS.filter((path) => !doc.paths[path]?.post);
    expect(missing).toEqual([]);
    for (const op of operations as readonly Operation[]) {
      const documented = doc.paths[openapiPath(op.path)]?.[op.method.toLowerCase()];
      expect(documented, `${op.method} ${op.path}`).toBeDefined();
      expect(documented?.summary).toBe(op.summary);
      expect(documented?.description).toContain('**Role:**');
      // Its reply, or a refusal: the ErrorReply alternative sits beside the success reply.
      if (op.reply) {
        const replies = documented?.responses['200']?.content?.['application/json']?.schema;
        expect(JSON.stringify(replies)).toContain('#/components/schemas/ErrorReply');
      }
    }
    expect(doc.components.securitySchemes.session).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'Authorization' }),
    );
  });

  it('documents every reqname of the contract and of the spec, each one the server registered', () => {
    const { lists, updates } = server.built.catalog;
    const registered = {
      list: new Set(lists.map((op) => op.reqname)),
      update: new Set(updates.map((op) => op.reqname)),
    };
    for (const kind of ['list', 'update'] as const) {
      const body = doc.paths[`/util/${kind}`]?.post?.requestBody?.content['application/json']?.schema as {
        oneOf: { $ref: string }[];
        discriminator: { propertyName: string; mapping: Record<string, string> };
      };
      expect(body.discriminator.propertyName).toBe('reqname');
      const documented = Object.keys(body.discriminator.mapping).sort();
      expect(body.oneOf.map((m) => m.$ref).sort()).toEqual(Object.values(body.discriminator.mapping).sort());
      const contract = (namedOperations as readonly NamedOperation[])
        .filter((op) => op.kind === kind)
        .map((op) => op.reqname);
      expect(documented).toEqual([...contract].sort());
      expect(SPEC_REQNAMES[kind].filter((r) => !documented.includes(r))).toEqual([]);
      // The server registers exactly the contract's reqnames.
      expect(contract.filter((r) => !registered[kind].has(r))).toEqual([]);
      expect([...registered[kind]].filter((r) => !contract.includes(r))).toEqual([]);
      // Each member is titled by its reqname and says who may call it.
      for (const reqname of documented) {
        const name = body.discriminator.mapping[reqname]?.replace('#/components/schemas/', '') ?? '';
        const member = doc.components.schemas[name] as { title: string; description: string };
        expect(member.title).toBe(reqname);
        expect(member.description).toContain('**Role:**');
      }
    }
  });

  it('documents every route the server registered under /samex/rest', () => {
    const undocumented = server.built.catalog.routes
      .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/samex/rest/') && !isApiDocsRoute(r.url))
      .filter((r) => !doc.paths[openapiPath(r.url.slice('/samex/rest'.length))]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.url}`);
    expect(undocumented).toEqual([]);
    // And nothing else: the SPA, its files and the reference page itself are not calls of the API.
    const calls = new Set([
      ...(operations as readonly Operation[]).map((op) => openapiPath(op.path)),
      '/util/list',
      '/util/update',
    ]);
    expect(Object.keys(doc.paths).filter((path) => !calls.has(path))).toEqual([]);
  });

  it('serves the reference page under the portal’s Content-Security-Policy, without a session', async () => {
    const res = await fetch(`${server.url}/samex/rest/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<title>Tender Portal API</title>');
    expect(html).toContain('<div id="swagger-ui"></div>');
    expect(html).not.toMatch(/<script>|<style>|https?:\/\//);
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).not.toContain('unsafe-');
    const bundle = await fetch(`${server.url}/samex/rest/docs/static/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    await bundle.arrayBuffer();
  });
});

describe.each(testDatabases)('with API_DOCS=0 on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { API_DOCS: '0' });
  });
  afterAll(() => server?.close());

  it('answers the document and the reference page like any unknown path', async () => {
    for (const path of [
      '/samex/rest/openapi.json',
      '/samex/rest/docs',
      '/samex/rest/docs/static/index.css',
    ]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { code: number }).code).toBe(1000003);
    }
  });
});
