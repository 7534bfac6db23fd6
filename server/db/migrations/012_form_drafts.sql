-- Issue 29: a form whose manifest keeps drafts (schemas/forms/<form>.form.json, "drafts": true)
-- saves them as the realization request does, under its document type. The server checks which
-- types a draft may have (server/api/savedStates.ts); the column takes any such name.
alter table saved_states drop constraint if exists saved_states_type_check;
alter table saved_states add constraint saved_states_type_check check (type ~ '^[A-Z][A-Z0-9_]{2,59}$');
