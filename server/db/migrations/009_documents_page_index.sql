-- Issue 12: the documents page (SPEC §3 page request: 20 a page, created from/to, type, status list,
-- newest first) with 100,000 documents in the database. api/documents.ts asks for the owner (person
-- and acting organisation) and the direction as equalities and for the Helsinki days as a range of
-- `created`; this index answers both of its statements:
-- - the page: walks the owner's documents of one direction newest first (ties by id), within the
--   range, and stops after the page's rows (no sort, no reading of the rest);
-- - the exact count (totalItems): an index-only scan, type and status filtered in the index
--   (`business_id` is included too, because PostgreSQL uses an expression index for an index-only
--   scan only when the query's columns are in it as well).
-- Acting as oneself (business_id null) is keyed as '', which no business id is: `is not distinct
-- from` is no index condition, and `is null` is none that orders the rows after it.
-- It replaces documents_owner (henro, business_id, created desc), whose other users (a document's
-- application address, attachments.ts) need only its leading henro.
create index documents_owner_page
  on documents (henro, (coalesce(business_id, '')), direction, created desc, id desc)
  include (business_id, type, status);
drop index documents_owner;
