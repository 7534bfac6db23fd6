-- Issue 14: the agency's staff area (intra). Staff are users with the intra permission (mock mode:
-- the seeded staff; OIDC: a claim the operator names, server/README.md). Every intra request that
-- passes the permission check leaves a row in intra_audit before its handler runs, completed with
-- its outcome after; decisions of applications and realization requests are recorded on them.
alter table users add column is_intra boolean not null default false;

create table intra_audit (
  id bigint generated always as identity primary key,
  -- The staff member (users.henro) and the operation of the contract they called.
  staff_henro text not null,
  operation text not null,
  -- The customer the action concerned: an identity code or a business id; null when none (the
  -- audit list itself).
  customer text,
  -- What the action named: an application, attachment, document, realization or file id.
  target text,
  -- The reason the staff member gave (deletions).
  reason text,
  -- The HTTP status of the answer; null while the action runs (or if the process died during it).
  outcome smallint,
  created timestamptz not null default now()
);
create index intra_audit_created on intra_audit (created desc, id desc);
create index intra_audit_customer on intra_audit (customer, created desc);
create index intra_audit_staff on intra_audit (staff_henro, created desc);

-- A decision of an application (current_step DONE or REJECTED): by whom and when, and its document.
alter table applications add column decided timestamptz;
alter table applications add column decided_by text;

-- A realization request's decision: the amount granted (0 = rejected), when, by whom.
alter table realization_requests add column amount_granted numeric(12, 2) check (amount_granted >= 0);
alter table realization_requests add column decided timestamptz;
alter table realization_requests add column decided_by text;
