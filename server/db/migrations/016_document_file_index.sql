-- Issue 31: an uploaded file's receipt is its arrived document's reference, looked up by the file
-- (the attachment request status, the list of sent documents).
create index documents_file on documents (file_id) where file_id is not null;
