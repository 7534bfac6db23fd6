-- OpenID Connect login (AUTH_MODE=oidc, issue 4).

-- A login started at GET /api/auth/login and not completed yet. Kept in the database (never in
-- process memory), so that any instance can take the provider's callback. Single use: the callback
-- deletes the row it completes; rows past `expires` are deleted as new logins start.
create table oidc_login_attempts (
  -- The OAuth `state`: 256 random bits, base64url.
  state text primary key,
  -- SHA-256 (hex) of the httpOnly cookie that binds the attempt to the browser that started it.
  browser_binding text not null,
  nonce text not null,
  -- The PKCE code verifier (S256); its challenge went to the provider.
  code_verifier text not null,
  -- A same-origin path to go to after the login.
  return_to text not null,
  created timestamptz not null default now(),
  expires timestamptz not null
);
create index oidc_login_attempts_expires on oidc_login_attempts (expires);

-- The provider's ID token of the login that created the session: the id_token_hint of the
-- provider's logout (RP-initiated logout). Null for mock-mode sessions.
alter table sessions add column id_token text;

-- A provider may leave out the identity code (e.g. for a user known by the agency's person number
-- only). Unique still: two users never share one.
alter table users alter column hetu drop not null;
