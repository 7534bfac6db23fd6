-- Issue 13: bulk payment files (ekevi). An organisation delivers payment files; each accepted file
-- has a readable id, a running number per organisation and year, its rows and its bytes in the file
-- store (`files`); a file with errors keeps only this row, with its errors, so that the sender sees
-- it in the list. Completing a delivered file (the agency's processing) makes its statement.
create table ekevi_files (
  id bigint generated always as identity primary key,
  business_id text not null references organisations (business_id),
  -- The representative who sent it.
  henro text not null references users (henro),
  file_name text not null,
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  size integer not null check (size >= 0),
  status text not null check (status in ('ACCEPTED', 'REJECTED', 'COMPLETED')),
  -- Accepted files only: readable id, year and running number, the stored bytes.
  file_code text unique,
  year integer,
  number integer,
  stored_file uuid references files (id),
  row_count integer not null default 0,
  total_cents bigint not null default 0,
  -- The first errors (engine/core/rowFile.ts RowFileError: codes and parameters, told in the
  -- reader's language) and how many there were.
  errors jsonb not null default '[]',
  error_count integer not null default 0,
  created timestamptz not null default now(),
  unique (business_id, year, number),
  check ((status = 'REJECTED') = (file_code is null)),
  check ((file_code is null) = (year is null) and (year is null) = (number is null)),
  check ((status = 'REJECTED') = (error_count > 0))
);
-- The same bytes are one delivery per organisation (SPEC §3 returnCode 2, "double file"); a refused
-- file may be sent again.
create unique index ekevi_files_double on ekevi_files (business_id, sha256) where status <> 'REJECTED';
create index ekevi_files_page on ekevi_files (business_id, created desc, id desc);

create table ekevi_payment_rows (
  file_id bigint not null references ekevi_files (id) on delete cascade,
  -- 1 = the first row after the header.
  row_number integer not null,
  payment_number text not null,
  payment_commitment_id text not null,
  rentee_hetu text not null,
  period text not null check (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  amount_cents bigint not null check (amount_cents > 0),
  due_date date not null,
  iban text not null,
  reference_number text,
  primary key (file_id, row_number)
);

-- The agency's statement of a completed delivered file: an arrived file of the organisation.
create table ekevi_statements (
  id bigint generated always as identity primary key,
  delivered_file_id bigint not null unique references ekevi_files (id),
  business_id text not null references organisations (business_id),
  year integer not null,
  number integer not null,
  statement_name_id text not null,
  accounting_number text not null unique,
  completed timestamptz not null default now(),
  unique (business_id, year, number)
);
create index ekevi_statements_page on ekevi_statements (business_id, completed desc, id desc);
