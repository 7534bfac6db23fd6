-- Issue 31: every document has a reference a customer can quote ('VV-0000123'): the receipt after
-- a submission shows it, and staff find the document by it. Numbered from one sequence, in the
-- order the documents came (existing ones first, oldest first).
create sequence document_references;
alter table documents add column reference text;
update documents d set reference = 'VV-' || lpad(n.number::text, 7, '0')
  from (select id, nextval('document_references') as number
          from (select id from documents order by created, id) ordered) n
 where n.id = d.id;
alter table documents alter column reference set default ('VV-' || lpad(nextval('document_references')::text, 7, '0'));
alter table documents alter column reference set not null;
create unique index documents_reference on documents (reference);
