-- Issue 48: the documents page's exact count (SPEC §3 totalItems) without walking every matching
-- document. An owner with 100,000 documents asking for the last two years counted ~24,000 index
-- entries a page (15 ms); whole months are now read from a count per month, and only the days
-- at the range's two ends and the months not yet folded are counted from documents_owner_page
-- (server/api/documents.ts writes the statement).
--
-- document_month_counts: how many documents each owner (henro, and the organisation acted for or
-- '' as in documents_owner_page), direction, Helsinki month, type and status ('' for none) has,
-- for every month before document_counts_folded.folded_before. Months from there on are counted
-- from documents itself. A row may hold 0 (its documents were deleted).
create table document_month_counts (
  henro text not null,
  business_key text not null,
  direction text not null,
  month date not null,
  type text not null,
  status text not null,
  n integer not null,
  primary key (henro, business_key, direction, month, type, status)
);
-- The staff's view of an organisation (every representative's documents of it).
create index document_month_counts_business on document_month_counts (business_key, direction, month);

-- One row: the first Helsinki month not in document_month_counts ('-infinity': none is).
create table document_counts_folded (
  one boolean primary key default true check (one),
  folded_before date not null
);
insert into document_counts_folded (folded_before) values ('-infinity');

-- A document's month, as the counts key it.
create function document_month(created timestamptz) returns date
  language sql immutable parallel safe
  return date_trunc('month', created at time zone 'Europe/Helsinki')::date;

-- Keeps the folded months' counts exact when a document in one of them is added, changed or
-- deleted (a seed's or an import's old documents, a deletion; a new document's month is never
-- folded yet). Reads folded_before afresh in each call (a volatile function's statement takes a
-- new snapshot under READ COMMITTED, the service's isolation): see fold_document_counts.
create function document_month_counts_keep() returns trigger
  language plpgsql as $$
declare
  folded date := (select folded_before from document_counts_folded);
begin
  if tg_op <> 'INSERT' and document_month(old.created) < folded then
    update document_month_counts set n = n - 1
     where henro = old.henro and business_key = coalesce(old.business_id, '')
       and direction = old.direction and month = document_month(old.created)
       and type = old.type and status = coalesce(old.status, '');
  end if;
  if tg_op <> 'DELETE' and document_month(new.created) < folded then
    insert into document_month_counts as c (henro, business_key, direction, month, type, status, n)
    values (new.henro, coalesce(new.business_id, ''), new.direction, document_month(new.created),
            new.type, coalesce(new.status, ''), 1)
    on conflict (henro, business_key, direction, month, type, status) do update set n = c.n + 1;
  end if;
  return null;
end $$;
create trigger documents_month_counts
  after insert or delete or update of henro, business_id, direction, created, type, status
  on documents for each row execute function document_month_counts_keep();

-- Folds the months before `before` into document_month_counts (nothing when they are already).
-- The share lock waits for every transaction writing documents and holds new writers until the
-- fold commits: a document written before is in the fold's count; one written after reads the
-- new folded_before in its trigger and counts itself. No document is counted twice or missed.
create function fold_document_counts(before date) returns void
  language plpgsql as $$
declare
  folded date;
begin
  if (select folded_before from document_counts_folded) >= before then
    return;
  end if;
  lock table documents in share mode;
  folded := (select folded_before from document_counts_folded for update);
  if folded >= before then
    return;
  end if;
  insert into document_month_counts as c (henro, business_key, direction, month, type, status, n)
  select henro, coalesce(business_id, ''), direction, document_month(created), type,
         coalesce(status, ''), count(*)
    from documents
   where created >= (folded::timestamp at time zone 'Europe/Helsinki')
     and created < (before::timestamp at time zone 'Europe/Helsinki')
   group by 1, 2, 3, 4, 5, 6
  on conflict (henro, business_key, direction, month, type, status) do update set n = c.n + excluded.n;
  update document_counts_folded set folded_before = before;
end $$;

-- Every month before this one, now; server/api/documents.ts folds each new month as it
-- begins (main.ts, at start and hourly).
select fold_document_counts(date_trunc('month', now() at time zone 'Europe/Helsinki')::date);
