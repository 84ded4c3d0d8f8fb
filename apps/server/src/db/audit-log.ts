import type { Db } from '../db/connect.ts';

export interface AuditEntry {
  userId: number | null;
  action: string;
  entity: string;
  entityId: string | number;
  fromStatus?: string | null;
  toStatus?: string | null;
  comment?: string;
  detail?: Record<string, unknown>;
}

/** Appends one audit record; pass the transaction so the record commits with the change it describes. */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      user_id: entry.userId,
      action: entry.action,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      from_status: entry.fromStatus ?? null,
      to_status: entry.toStatus ?? null,
      comment: entry.comment ?? '',
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    })
    .execute();
}
