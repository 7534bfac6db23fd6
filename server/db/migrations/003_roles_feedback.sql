-- Roles and feedback (issue 4).

-- The user has chosen, in this session, to act as themself (business_id null) or for one of their
-- organisations (business_id set). A new session starts without a choice; logout deletes the row.
alter table sessions add column role_selected boolean not null default false;

-- Grades from the logged-out page (SPEC §3 Rating). Anonymous: no user, no session, no address.
create table feedback (
  id bigint generated always as identity primary key,
  grade smallint not null check (grade between 0 and 10),
  -- The app mode of the instance that took the grade (SPEC §1).
  app_mode text not null check (app_mode in ('default', 'ekevi', 'intra')),
  -- The language of the request (Accept-Language: fi or sv).
  language text not null check (language in ('fi', 'sv')),
  created timestamptz not null default now()
);
