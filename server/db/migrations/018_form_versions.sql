-- Issue 43: form versions. Every version of a form the service has served, written at start-up
-- (server/forms/versions.ts): its number, the SHA-256 of its content and the content itself — the
-- schema, UI schema, manifest and the fi and sv texts it uses (catalogue/versions.ts). A document
-- records the version it was sent or made with and is drawn from it, never from today's form; a
-- saved draft records the version it was saved with. Documents from before this migration name
-- no version and are drawn from the forms as they are. A form rolled back to an earlier content is
-- a new version with that content, so a hash may repeat under a later number.
create table form_versions (
  id uuid primary key default gen_random_uuid(),
  form_id text not null,
  number integer not null check (number > 0),
  hash text not null check (hash ~ '^[0-9a-f]{64}$'),
  content jsonb not null,
  first_served timestamptz not null default now(),
  unique (form_id, number)
);
alter table documents add column form_version_id uuid references form_versions (id);
alter table saved_states add column form_version_id uuid references form_versions (id);
