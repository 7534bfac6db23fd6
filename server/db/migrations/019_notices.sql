-- Issue 45: notices to paperless customers. A document the agency sends (direction SENT) enqueues,
-- in its own transaction, a job that tells its recipient by e-mail or SMS that there is something
-- new (server/notices/). The job queue is pg-boss's, in a schema of its own (server/jobs/); this
-- table is ours: what became of each notice, per document, recipient and channel. A row 'sent' is
-- what keeps a retried job from sending the same notice twice; 'skipped' says why nothing was sent
-- (no consent or no address when the job ran); 'undelivered' is a notice that failed every retry
-- (the staff's audit list shows it too).
create table notices (
  document_id uuid not null references documents (id) on delete cascade,
  henro text not null references users (henro) on delete cascade,
  channel text not null check (channel in ('email', 'sms')),
  state text not null check (state in ('sent', 'skipped', 'undelivered')),
  -- The e-mail's Message-ID: stable per document and recipient, so that a copy a crash sent twice
  -- is one message to the receiving side.
  message_id text,
  -- Why nothing was sent (skipped), or the transport's last error (undelivered); never personal data.
  reason text,
  updated timestamptz not null default now(),
  primary key (document_id, henro, channel)
);
create index notices_state on notices (state, updated desc);

-- The language the customer last used the service in (the portal's Accept-Language), kept on the
-- session so that users.language, the language notices are written in, is written only on a change.
alter table sessions add column language text check (language in ('fi', 'sv'));
