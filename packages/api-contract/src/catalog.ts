import { type Static, type TObject, type TSchema, Type } from 'typebox';
import { accountSettingsOperations } from './account-settings.ts';
import { authOperations } from './auth.ts';
import { buyerOperations } from './buyer.ts';
import { buyerScheduleOperations } from './buyer-schedule.ts';
import { buyerScoringOperations } from './buyer-scoring.ts';
import { buyerTemplateOperations } from './buyer-templates.ts';
import { documentOperations } from './documents.ts';
import { healthOperations } from './health.ts';
import { homeNamedOperations } from './home.ts';
import { imageCodeOperations } from './image-code.ts';
import { messageNamedOperations } from './messages.ts';
import type { NamedOperation, Operation } from './operation.ts';
import { profileOperations } from './profile.ts';
import { questionOperations } from './questions.ts';
import { registrationOperations } from './registration.ts';
import { siteInspectionNamedOperations } from './site-inspections.ts';
import { staffNamedOperations } from './staff.ts';
import { supplierRecordOperations } from './supplier-record.ts';
import { tenderDocumentNamedOperations, tenderDocumentOperations } from './tender-documents.ts';
import { tenderNamedOperations, tenderOperations } from './tenders.ts';
import { workOrderOperations } from './work-orders.ts';

// Every call of the API in one list: the paths, and the reqnames of /util/list and /util/update. The
// server registers from it, the OpenAPI document is generated from it, the web app takes its types.

export const operations = [
  ...authOperations,
  ...accountSettingsOperations,
  ...imageCodeOperations,
  ...healthOperations,
  ...tenderOperations,
  ...documentOperations,
  ...profileOperations,
  ...questionOperations,
  ...tenderDocumentOperations,
  ...workOrderOperations,
  ...buyerOperations,
  ...supplierRecordOperations,
  ...buyerTemplateOperations,
  ...buyerScheduleOperations,
  ...buyerScoringOperations,
  ...registrationOperations,
] as const;

export const namedOperations = [
  ...messageNamedOperations,
  ...tenderNamedOperations,
  ...staffNamedOperations,
  ...homeNamedOperations,
  ...siteInspectionNamedOperations,
  ...tenderDocumentNamedOperations,
] as const;

type AnyOperation = (typeof operations)[number];
type AnyNamed = (typeof namedOperations)[number];

/** Every JSON path of the API (a POST; the GET downloads answer files, not JSON). */
export type ApiPath = Extract<AnyOperation, { method: 'POST' }>['path'];
/** The operation at a path. */
export type OperationAt<P extends ApiPath> = Extract<AnyOperation, { path: P }>;
/** The body a path takes. */
export type RequestAt<P extends ApiPath> =
  OperationAt<P> extends Operation<string, infer B, TSchema> ? Static<B> : never;
/** The successful reply of a path. */
export type ReplyAt<P extends ApiPath> =
  OperationAt<P> extends Operation<string, TSchema, infer R> ? Static<R> : never;

export type ListReqname = Extract<AnyNamed, { kind: 'list' }>['reqname'];
export type UpdateReqname = Extract<AnyNamed, { kind: 'update' }>['reqname'];
type NamedAt<K extends 'list' | 'update', N extends string> = Extract<AnyNamed, { kind: K; reqname: N }>;
/** The body of a named request, `reqname` included. */
export type NamedRequestOf<K extends 'list' | 'update', N extends string> =
  NamedAt<K, N> extends NamedOperation<K, N, infer P, TSchema> ? Static<P> & { reqname: N } : never;
/** The successful reply of a named request. */
export type NamedReplyAt<K extends 'list' | 'update', N extends string> =
  NamedAt<K, N> extends NamedOperation<K, N, TObject, infer R> ? Static<R> : never;

/** The body of a named request as one object schema: `reqname` and its params. */
export function namedBody(op: NamedOperation): TObject {
  return Type.Object(
    {
      reqname: Type.Literal(op.reqname),
      ...op.params.properties,
    },
    { title: op.reqname, description: op.summary },
  );
}

/** The bodies /util/list (or /util/update) takes: a union discriminated on `reqname`. */
export function utilBody(kind: 'list' | 'update'): TSchema {
  const members = (namedOperations as readonly NamedOperation[]).filter((op) => op.kind === kind);
  return Type.Union(members.map((op) => namedBody(op)));
}

export type { AnyNamed, AnyOperation };
