-- Quotas (issue 41): the rate limiter's windows also count bytes (uploaded bytes per user and day),
-- which can pass what an integer holds when an operator sets a large daily quota.
alter table rate_limits alter column count type bigint;
