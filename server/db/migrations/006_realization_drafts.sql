-- Realization requests, their saved drafts, the audit log and the front page's data (issue 5).

-- SPEC §3 Saved request: an unfinished form of a person, acting as themself (business_id null) or
-- for an organisation. `version` grows with every update: a PUT names the version it read, and a
-- stale one is refused (409) instead of overwriting newer work.
create table saved_states (
  id uuid primary key default gen_random_uuid(),
  henro text not null references users (henro) on delete cascade,
  business_id text references organisations (business_id),
  type text not null check (type in ('REALIZATION_REQUEST')),
  data jsonb not null,
  version integer not null default 1,
  created timestamptz not null default now(),
  updated timestamptz not null default now()
);
create index saved_states_owner on saved_states (henro, business_id, type, created desc);

-- A submitted realization request (the body as checked by the engine).
create table realization_requests (
  id uuid primary key default gen_random_uuid(),
  henro text not null references users (henro),
  business_id text references organisations (business_id),
  payment_commitment_id text references payment_commitments (id),
  body jsonb not null,
  created timestamptz not null default now()
);
create index realization_requests_owner on realization_requests (henro, business_id, created desc);

-- Who opened what, when, acting for whom (GET /navigate-to-rental-deposit-realization).
create table audit_log (
  id bigint generated always as identity primary key,
  henro text not null,
  business_id text,
  action text not null,
  created timestamptz not null default now()
);
create index audit_log_henro on audit_log (henro, created desc);

-- The payment commitment an application led to (null until there is one): the front page's cards.
alter table applications add column payment_commitment_id text references payment_commitments (id);

-- SPEC §6 paperless consent: null = not chosen yet (the front page's info alert), true/false = chosen.
alter table users add column paperless_permission boolean;
