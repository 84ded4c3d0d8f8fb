import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  ErrorReply,
  type NamedOperation,
  namedBody,
  namedOperations,
  type Operation,
  operations,
  UploadData,
} from '@tender/api-contract';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import type { TSchema } from 'typebox';
import type { Config } from '../config/config.ts';
import { describeOperation, routeSchema } from './contract-route.ts';

// The API's reference, generated from the contract (issue 15): the OpenAPI 3.1 document at
// /samex/rest/openapi.json and a Swagger UI page reading it at /samex/rest/docs, both public, both gone
// with API_DOCS=0. What the document says comes from `@tender/api-contract`, never from a second copy:
// the transform below documents each route from its contract operation, and /util/list and /util/update
// as the union of their reqnames. The routes Fastify validates and serialises with stay as they are.

/** Where the API lives; the document's `servers` entry, so its paths read as in the spec (`/connect`). */
export const API_PREFIX = '/samex/rest';
export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;
export const API_DOCS_PREFIX = `${API_PREFIX}/docs`;

/** The document's own routes and the reference page's: not calls of the API. */
export function isApiDocsRoute(url: string): boolean {
  return url === OPENAPI_PATH || url === API_DOCS_PREFIX || url.startsWith(`${API_DOCS_PREFIX}/`);
}

/** The version of the API contract the document describes; raise it when a call changes incompatibly. */
const API_VERSION = '1.0.0';

const DESCRIPTION = `The HTTP API of the Tender Portal: what the web app and any integrator call.

**Conventions** (the full text is docs/api.md of the repository):

- Every call is \`POST /samex/rest/<path>\` with a JSON body, except the upload (multipart) and file
  downloads (a GET of a link the API gave). \`langcode: EN | ZH | ZHT\` picks the language of \`message\`.
- **Envelope.** Every JSON reply carries \`code\`: 0 is success; anything else is a refusal
  \`{ code, success: false, message, msg }\` (the same translated text twice), sometimes with \`data\`.
  Each operation lists the codes it may answer besides the general ones (1000001 server failure,
  1000002 bad body, 1000003 unknown path or reqname, 1000004 not allowed, 1000006 body too large,
  2000003 / 2000017 session invalid or expired, 3000007 a held-back session). A refusal usually comes with HTTP 200; a malformed body with 400,
  an unknown path with 404, a server failure with 500.
- **Sessions.** \`/common/userlogin\` answers a token; send it back in the \`Authorization\` header
  (\`<token>\` or \`Bearer <token>\`) of every call that needs a session (the \`session\` scheme below).
- **Passwords** are never sent in clear: encrypt them with RSA-OAEP (SHA-256) under the key \`/connect\`
  answers, base64.
- **Named requests.** \`/util/list\` and \`/util/update\` take a \`reqname\` and that request's fields; their
  bodies and replies are documented as one union per path, a member per reqname.
- **Signed download links.** Documents in replies carry \`docurl\`, a GET link signed for the caller's
  session and valid 10 minutes; a tampered or expired link answers 5100007 with HTTP 403.`;

const contractByRoute = new Map<string, Operation>(
  (operations as readonly Operation[]).map((op) => [`${op.method} ${API_PREFIX}${op.path}`, op]),
);

/** A plain JSON copy of a schema: TypeBox's own markers dropped, the contract's objects never touched. */
function plain<T>(schema: T): T {
  return JSON.parse(JSON.stringify(schema)) as T;
}

/** The component of a named request's body or reply, e.g. `list.getudztb.body`. */
function componentName(kind: 'list' | 'update', reqname: string, part: 'body' | 'reply'): string {
  return `${kind}.${reqname}.${part}`;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** Each reqname's body (titled by it, with its summary, role and codes) and reply, as components. */
function namedComponents(): Record<string, unknown> {
  const schemas: Record<string, unknown> = {};
  for (const op of namedOperations as readonly NamedOperation[]) {
    const description = `${op.summary}\n\n${describeOperation(op)}`;
    schemas[componentName(op.kind, op.reqname, 'body')] = {
      ...plain(namedBody(op)),
      title: op.reqname,
      description,
    };
    const reply = plain(op.reply as TSchema & { description?: string });
    schemas[componentName(op.kind, op.reqname, 'reply')] = {
      ...reply,
      title: op.reqname,
      description: reply.description ?? `The reply of \`${op.reqname}\`.`,
    };
  }
  return schemas;
}

/** The refusals sent with an HTTP error status (a malformed body, an unknown path, a server failure). */
const REFUSAL_RESPONSE = {
  description:
    'A refusal sent with an HTTP error status: 400 for a malformed body (1000002), 404 for an unknown ' +
    'path (1000003), 413 for a body over 4 MiB, 500 for a server failure (1000001), and the codes the ' +
    'operation names where it says so.',
  ...ref('ErrorReply'),
};

/**
 * A JSON call's replies: on HTTP 200 any of its successes or a refusal (anyOf, not oneOf: a 3000007 of the
 * login is both its own reply and a refusal, and several update reqnames answer the same bare envelope).
 */
function jsonReplies(successes: readonly unknown[], description: string) {
  return {
    200: {
      'x-response-description': `${description} Or a refusal: a non-zero \`code\` (ErrorReply).`,
      anyOf: [...successes, ref('ErrorReply')],
    },
    default: REFUSAL_RESPONSE,
  };
}

/** The one JSON-less POST, the upload: its parts (the operation's description says more). */
const MULTIPART_BODY = {
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['data', 'file'],
        properties: {
          filename: { type: 'string', description: "The name to store; absent: the file part's own name." },
          filetype: { type: 'string', description: "Ignored: the type is the name's extension." },
          data: {
            type: 'string',
            description: 'JSON text: the owner of the file and its description.',
            contentMediaType: 'application/json',
            contentSchema: plain(UploadData),
          },
          file: {
            type: 'string',
            format: 'binary',
            contentMediaType: 'application/octet-stream',
            description: 'The bytes.',
          },
        },
      },
    },
  },
};

/** The members of a reply that is a union (the login's), else the reply itself: listed flat beside ErrorReply. */
function membersOf(reply: TSchema): unknown[] {
  const { anyOf } = reply as { anyOf?: unknown };
  return Object.keys(reply).length === 1 && Array.isArray(anyOf) ? anyOf : [reply];
}

/** How the document shows a route of the contract: its words, its body and its replies. */
function documentOperation(op: Operation, routeSchemaSeen: FastifySchema): FastifySchema {
  const words = routeSchema(op);
  const schema: Record<string, unknown> = {
    ...plain(routeSchemaSeen),
    summary: words.summary,
    description: words.description,
    tags: words.tags,
    operationId: words.operationId,
  };
  delete schema.security;
  if (words.security) schema.security = words.security;
  if (op.body) schema.body = plain(op.body);
  else if (op.method === 'POST') schema.body = MULTIPART_BODY;
  if (op.params) schema.params = plain(op.params);
  if (op.querystring) schema.querystring = plain(op.querystring);
  schema.response = op.reply
    ? jsonReplies(membersOf(plain(op.reply)), 'The reply (`code` 0).')
    : {
        200: {
          description: op.file?.description ?? 'The file itself.',
          content: {
            [op.file?.mediaType ?? 'application/octet-stream']: {
              schema: { type: 'string', format: 'binary' },
            },
          },
        },
        default: REFUSAL_RESPONSE,
      };
  return schema as FastifySchema;
}

/** /util/list or /util/update: a body per reqname, discriminated on `reqname`; a reply per reqname. */
function documentNamedRoute(kind: 'list' | 'update'): FastifySchema {
  const members = (namedOperations as readonly NamedOperation[]).filter((op) => op.kind === kind);
  const mapping = Object.fromEntries(
    members.map((op) => [op.reqname, `#/components/schemas/${componentName(kind, op.reqname, 'body')}`]),
  );
  const everyNeedsSession = members.every((op) => op.role !== 'public' && op.role !== 'system');
  return {
    summary: kind === 'list' ? 'Named list requests (reqname)' : 'Named update requests (reqname)',
    description:
      `One path for every ${kind} request: \`reqname\` picks it, its fields travel beside it. The body is ` +
      'one of the members below (each titled by its reqname, with its role and result codes); an ' +
      'unknown reqname answers 1000003.',
    tags: ['Named requests'],
    operationId: kind === 'list' ? 'getList' : 'update',
    security: everyNeedsSession ? [{ session: [] }] : [{ session: [] }, {}],
    body: {
      oneOf: members.map((op) => ref(componentName(kind, op.reqname, 'body'))),
      discriminator: { propertyName: 'reqname', mapping },
    },
    response: jsonReplies(
      members.map((op) => ref(componentName(kind, op.reqname, 'reply'))),
      'The reply of the reqname sent (`code` 0), one member per reqname.',
    ),
  } as FastifySchema;
}

/** @fastify/swagger's transform: what the document says of one registered route. */
function documentRoute({ schema, url, route }: { schema: FastifySchema; url: string; route: RouteOptions }) {
  const routeSchemaSeen = schema ?? {};
  // The SPA, its files and anything else outside the API are not part of the document.
  if (!url.startsWith(`${API_PREFIX}/`) || isApiDocsRoute(url)) {
    return { schema: { ...routeSchemaSeen, hide: true } as FastifySchema, url };
  }
  if (url === `${API_PREFIX}/util/list`) return { schema: documentNamedRoute('list'), url };
  if (url === `${API_PREFIX}/util/update`) return { schema: documentNamedRoute('update'), url };
  const method = [route.method].flat()[0] ?? 'POST';
  const op = contractByRoute.get(`${method} ${url}`);
  // A route the contract lacks is documented as registered (the contract tests fail on it).
  return { schema: op ? documentOperation(op, routeSchemaSeen) : plain(routeSchemaSeen), url };
}

/** Registers the document and the reference page when API_DOCS is on; call before any API route. */
export async function registerApiDocs(app: FastifyInstance, config: Pick<Config, 'apiDocs'>): Promise<void> {
  if (!config.apiDocs) return;
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Tender Portal API', version: API_VERSION, description: DESCRIPTION },
      servers: [{ url: API_PREFIX, description: 'This server' }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'The token of /common/userlogin, as it is or as `Bearer <token>`.',
          },
        },
        schemas: { ErrorReply: plain(ErrorReply), ...namedComponents() } as never,
      },
    },
    transform: documentRoute as never,
  });
  // Swagger UI's page loads only its own files from this server (no CDN, no inline script), so it runs
  // under the portal's Content-Security-Policy as it is: no `staticCSP`, nothing loosened. BaseLayout
  // leaves out the top bar, whose Swagger logo brings an inline <style> the policy refuses, and whose
  // box would load any other document.
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    theme: { title: 'Tender Portal API' },
    uiConfig: { layout: 'BaseLayout', docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
