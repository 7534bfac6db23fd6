-- Payment commitments and attachment requests (issue 3: the demo portal's data).

create table payment_commitments (
  -- The agency's payment commitment number: eight digits, kept as text.
  id text primary key check (id ~ '^[0-9]{8}$'),
  henro text not null references users (henro),
  -- Null when the commitment is a private person's.
  business_id text references organisations (business_id),
  rentee_name text not null,
  rentee_hetu text not null,
  address text not null,
  amount numeric(12, 2) not null check (amount > 0),
  start_date date not null,
  created timestamptz not null default now()
);
create index payment_commitments_owner on payment_commitments (henro, business_id, created desc);

create table attachment_requests (
  id integer generated always as identity primary key,
  application_id uuid not null references applications (id) on delete cascade,
  benefit_tr_code text not null,
  due_date date not null,
  type text not null,
  created timestamptz not null default now(),
  delivered boolean not null default false
);
create index attachment_requests_application on attachment_requests (application_id);

create table attachment_request_items (
  id integer generated always as identity primary key,
  request_id integer not null references attachment_requests (id) on delete cascade,
  attachment_code text not null,
  optional boolean not null default false,
  name_tr_code text not null,
  description_tr_code text not null
);
create index attachment_request_items_request on attachment_request_items (request_id);
