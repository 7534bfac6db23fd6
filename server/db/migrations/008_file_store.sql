-- Issue 12: a file's bytes may live outside the database, in the file store (server/files/fileStore.ts):
-- a directory under DATA_DIR for the embedded default, named by the SHA-256 of the content
-- (`storage_key`). Then `data` is null. With PostgreSQL the bytes stay in `data` (bytea) by default.
-- Exactly one of the two names the bytes.
alter table files alter column data drop not null;
alter table files add column storage_key text;
alter table files add constraint files_bytes_somewhere check ((data is null) <> (storage_key is null));
create index files_storage_key on files (storage_key) where storage_key is not null;
