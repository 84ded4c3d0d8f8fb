import { type Kysely, sql } from 'kysely';

// The whole model of spec section 3. Money and quantities are numeric (exact); natural keys used by the
// importer are unique so a second import updates instead of duplicating.
const ddl = `
    create table supplier (
      id serial primary key,
      code text not null unique,
      name text not null,
      addressline1 text not null default '',
      addressline2 text not null default '',
      addressline3 text not null default '',
      city text not null default '',
      state text not null default '',
      zip text not null default '',
      phone text not null default '',
      fax text not null default '',
      homepage text not null default '',
      updated_at timestamptz not null default now()
    );

    create table app_user (
      id serial primary key,
      hrid text not null unique,
      loginid text not null,
      username text not null,
      email text not null,
      supplier_id integer references supplier(id),
      siteid text not null default '',
      language text not null default 'EN' check (language in ('EN', 'ZH', 'ZHT')),
      password_hash text not null,
      password_changed_at timestamptz not null default now(),
      email_verified boolean not null default false,
      must_change_password boolean not null default false,
      failed_logins integer not null default 0,
      locked boolean not null default false,
      created_at timestamptz not null default now()
    );
    create unique index app_user_loginid_key on app_user (lower(loginid));

    create table password_history (
      id serial primary key,
      user_id integer not null references app_user(id) on delete cascade,
      password_hash text not null,
      created_at timestamptz not null default now()
    );
    create index password_history_user on password_history (user_id, created_at desc);

    create table session (
      id serial primary key,
      token_hash text not null unique,
      user_id integer not null references app_user(id) on delete cascade,
      deviceid text not null default '',
      devicedesc text not null default '',
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      ended_at timestamptz
    );
    create index session_user_idx on session (user_id);

    create table verification_code (
      id serial primary key,
      user_id integer not null references app_user(id) on delete cascade,
      purpose text not null check (purpose in ('login', 'forget')),
      code_hash text not null,
      attempts integer not null default 0,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index verification_code_user on verification_code (user_id, purpose, created_at desc);

    create table server_key (
      name text primary key,
      public_pem text not null,
      private_pem text not null,
      created_at timestamptz not null default now()
    );

    create table rfq (
      id serial primary key,
      rfqnum text not null unique,
      description text not null default '',
      siteid text not null default '',
      tendercollectvia text not null default '',
      bidmethod text not null default '',
      closingdate timestamptz not null,
      contact1 text not null default '',
      email1 text not null default '',
      phone1 text not null default '',
      contact2 text not null default '',
      email2 text not null default '',
      phone2 text not null default '',
      remark text not null default '',
      pricenegotiation boolean not null default false,
      hassiteinspection boolean not null default false
    );

    create table udztb (
      id serial primary key,
      udztbnum text not null unique,
      rfq_id integer not null references rfq(id),
      supplier_id integer not null references supplier(id),
      status text not null check (status in
        ('NEW', 'DRAFT', 'WTQUOTE', 'NORESPONSE', 'SUBMITED', 'LOST', 'AWARDED', 'DECLINED', 'CANCELD')),
      inputed boolean not null default false,
      attendedall boolean not null default false,
      reminder boolean not null default false,
      commentstojll text not null default '',
      version integer not null default 0,
      updated_at timestamptz not null default now(),
      unique (rfq_id, supplier_id)
    );
    create index udztb_supplier_status on udztb (supplier_id, status);

    create table udztb_line (
      udztb_id integer not null references udztb(id) on delete cascade,
      seqno integer not null,
      description text not null default '',
      longdesc text not null default '',
      remark text not null default '',
      bold boolean not null default false,
      underline boolean not null default false,
      header boolean not null default false,
      autocal text not null default '',
      required boolean not null default false,
      qtyrequired boolean not null default false,
      totalamountreq boolean not null default false,
      neednotes boolean not null default false,
      unit text not null default '',
      quantity numeric(18, 2),
      unitprice numeric(18, 2),
      totallineamount numeric(20, 2),
      disc numeric(7, 2),
      disclineamt numeric(20, 2),
      linenotes text not null default '',
      primary key (udztb_id, seqno)
    );

    -- Every stored file: tender attachments (ownertable RFQ, supplier_id null) and the supplier's own
    -- documents (UDZTB, SUPPLIER, SVCSCOPE, LICENSECERT, WO). The bytes live in the storage under storage_key.
    create table document (
      id serial primary key,
      ownertable text not null check (ownertable in ('RFQ', 'UDZTB', 'SUPPLIER', 'SVCSCOPE', 'LICENSECERT', 'WO')),
      ownerid integer not null,
      supplier_id integer references supplier(id),
      atttype text not null default '',
      filename text not null,
      description text not null default '',
      filetype text not null default '',
      size bigint not null default 0,
      storage_key text not null unique,
      created_by integer references app_user(id),
      created_at timestamptz not null default now(),
      unique (ownertable, ownerid, filename)
    );
    create index document_owner on document (ownertable, ownerid);

    create table document_download (
      document_id integer not null references document(id) on delete cascade,
      supplier_id integer not null references supplier(id),
      downloaded_at timestamptz not null default now(),
      primary key (document_id, supplier_id)
    );

    create table question (
      id serial primary key,
      importkey text unique,
      rfq_id integer not null references rfq(id),
      supplier_id integer not null references supplier(id),
      asked_by integer references app_user(id),
      question text not null,
      createdate timestamptz not null default now(),
      answer text not null default '',
      answerall boolean not null default false,
      answered_at timestamptz
    );
    create index question_rfq on question (rfq_id, createdate desc);

    create table site_inspection (
      id serial primary key,
      rfq_id integer not null references rfq(id) on delete cascade,
      buildingcode text not null,
      buildingname text not null default '',
      contact text not null default '',
      email text not null default '',
      phone text not null default '',
      arrangementdetails text not null default '',
      replydate timestamptz,
      unique (rfq_id, buildingcode)
    );

    create table contact (
      id serial primary key,
      supplier_id integer not null references supplier(id) on delete cascade,
      email text not null,
      contact text not null default '',
      salutation text not null default '',
      position text not null default '',
      phone text not null default '',
      fax text not null default '',
      status text not null default 'ACTIVE',
      emailverified boolean not null default false,
      unique (supplier_id, email)
    );

    create table svc_scope (
      id serial primary key,
      supplier_id integer not null references supplier(id) on delete cascade,
      svcscope text not null,
      description text not null default '',
      unique (supplier_id, svcscope)
    );

    create table svc_scope_cert (
      svc_scope_id integer not null references svc_scope(id) on delete cascade,
      slot integer not null check (slot between 1 and 5),
      cert text not null default '',
      certdesc text not null default '',
      certid text not null default '',
      certexpdate date,
      primary key (svc_scope_id, slot)
    );

    create table license_cert (
      id serial primary key,
      supplier_id integer not null references supplier(id) on delete cascade,
      certkey text not null,
      description text not null default '',
      expirydate date,
      unique (supplier_id, certkey)
    );

    create table work_order (
      id serial primary key,
      wonum text not null unique,
      supplier_id integer not null references supplier(id),
      worktype text not null default 'CM',
      description text not null default '',
      locationdesc text not null default '',
      assetnum text not null default '',
      assetdesc text not null default '',
      status text not null default '',
      statusdate timestamptz,
      createdate timestamptz not null default now(),
      createby text not null default '',
      lead text not null default '',
      targstartdate timestamptz,
      targcompdate timestamptz,
      schedstart timestamptz,
      schedfinish timestamptz,
      actfinish timestamptz,
      workflowowner boolean not null default false
    );
    create index work_order_supplier on work_order (supplier_id, createdate desc);

    create table message_template (
      templateid text not null,
      language text not null check (language in ('EN', 'ZH', 'ZHT')),
      message text not null,
      primary key (templateid, language)
    );

    create table audit_log (
      id bigserial primary key,
      at timestamptz not null default now(),
      user_id integer references app_user(id),
      action text not null,
      entity text not null,
      entity_id text not null,
      from_status text,
      to_status text,
      comment text not null default '',
      detail jsonb
    );
    create index audit_log_entity on audit_log (entity, entity_id, at);
`;

// PGlite's extended protocol takes one statement per query, so the constant DDL runs statement by statement.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of ddl.split(/;\s*\n/)) {
    if (statement.trim()) await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table audit_log, message_template, work_order, license_cert, svc_scope_cert, svc_scope, contact,
      site_inspection, question, document_download, document, udztb_line, udztb, rfq, server_key,
      verification_code, session, password_history, app_user, supplier cascade
  `.execute(db);
}
