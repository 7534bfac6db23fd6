-- Files, uploads, paperless consent per channel and payments (issue 6).

-- Every uploaded file, its bytes in the database (ARCHITECTURE.md: one backup holds everything,
-- and a file and its record commit together or not at all). Owned like everything else: the person
-- and the organisation they acted for (null = as themself). `file_name` is the user's name for the
-- file, only ever stored and shown (never a path); `media_type` was decided from the content.
create table files (
  id uuid primary key default gen_random_uuid(),
  henro text not null references users (henro),
  business_id text references organisations (business_id),
  -- The x-batch-id of the upload: the files a user sent together.
  batch_id uuid not null,
  file_name text not null,
  media_type text not null,
  size integer not null check (size > 0),
  data bytea not null,
  created timestamptz not null default now()
);
create index files_owner on files (henro, business_id, created desc);
create index files_batch on files (batch_id);

-- A file delivered to a requested attachment (POST /v1/attachment).
create table attachment_uploads (
  id bigint generated always as identity primary key,
  item_id integer not null references attachment_request_items (id) on delete cascade,
  file_id uuid not null references files (id) on delete cascade,
  created timestamptz not null default now()
);
create index attachment_uploads_item on attachment_uploads (item_id);

-- A general document sent under a topic about a customer (POST /v1/ekulta/attachment).
create table general_uploads (
  id uuid primary key default gen_random_uuid(),
  file_id uuid not null references files (id) on delete cascade,
  -- Ids of the topic tree (server/files/topics.ts): the topic, then the chosen sub-topics.
  topic_ids text[] not null,
  doc_type text,
  benefit_code text,
  customer_hetu text not null,
  is_primary boolean not null,
  -- The batch of the primary document this one is an attachment of (x-primary-batch-id).
  primary_batch_id uuid,
  created timestamptz not null default now()
);
create index general_uploads_file on general_uploads (file_id);

-- A document may carry a stored file (an upload); without one its PDF is rendered from the record.
alter table documents add column file_id uuid references files (id) on delete cascade;
-- When the owner first downloaded a document the agency sent: SPEC §3 isNew = sent and not opened.
alter table documents add column opened timestamptz;

-- SPEC §3 User contact: the paperless choice per channel. users.paperless_permission (migration
-- 006) stays the answer as a whole: null = not answered yet, else whether any channel is allowed.
alter table users add column paperless_email boolean not null default false;
alter table users add column paperless_phone boolean not null default false;
alter table users add column language text not null default 'fi' check (language in ('fi', 'sv'));

-- Payments made under payment commitments (SPEC §3 Payment list row): the organisations' list.
create table payments (
  id uuid primary key default gen_random_uuid(),
  payment_commitment_id text not null references payment_commitments (id),
  amount numeric(12, 2) not null check (amount > 0),
  payment_date date not null,
  created timestamptz not null default now()
);
create index payments_commitment on payments (payment_commitment_id, payment_date desc);
