-- Users, organisations, sessions, documents and applications (issue 3).

create table users (
  -- The agency's internal person number: the user's id everywhere.
  henro text primary key,
  -- Finnish personal identity code (henkilötunnus).
  hetu text not null unique,
  name text not null,
  given_name text not null,
  family_name text not null,
  email text,
  phone text,
  -- Acts for organisations (company representative).
  is_ypa_active boolean not null default false,
  created timestamptz not null default now()
);

create table organisations (
  business_id text primary key,
  name text not null
);

create table user_organisations (
  henro text not null references users (henro) on delete cascade,
  business_id text not null references organisations (business_id) on delete cascade,
  primary key (henro, business_id)
);

create table sessions (
  -- At least 128 random bits, base64url; the value of the SESSION cookie.
  id text primary key,
  henro text not null references users (henro) on delete cascade,
  -- The organisation the user acts for; null when acting as themself.
  business_id text references organisations (business_id),
  xsrf_token text not null,
  created timestamptz not null default now(),
  last_seen timestamptz not null default now(),
  -- Earlier of last_seen + idle limit and created + absolute limit.
  expires timestamptz not null
);
create index sessions_henro on sessions (henro);
create index sessions_expires on sessions (expires);

create table documents (
  id uuid primary key default gen_random_uuid(),
  henro text not null references users (henro),
  business_id text references organisations (business_id),
  type text not null,
  created timestamptz not null default now(),
  status text check (status in ('ACCEPTED', 'REJECTED')),
  payload jsonb not null default '{}'::jsonb,
  direction text not null check (direction in ('SENT', 'ARRIVED'))
);
create index documents_owner on documents (henro, business_id, created desc);

create table applications (
  id uuid primary key default gen_random_uuid(),
  henro text not null references users (henro),
  -- Null when a private person applies.
  business_id text references organisations (business_id),
  body jsonb not null,
  created timestamptz not null default now(),
  current_step text not null default 'ARRIVED'
    check (current_step in ('ARRIVED', 'INPROCESS', 'DONE', 'REJECTED'))
);
create index applications_owner on applications (henro, business_id, created desc);
