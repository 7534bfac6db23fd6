-- Rate limits (issue 4): fixed-window counters shared by every instance (server/ratelimit.ts).

-- One row per key and window: how many hits the key has had in the window starting at
-- `window_start` (windows are aligned to the epoch: a one-hour window starts on the hour).
-- `window_end` is kept beside it so that ended windows of any length can be deleted by one indexed
-- condition; they are, whenever some key starts a new window. A key may name a client address
-- (`feedback:<address>`), so rows live no longer than their window needs them.
create table rate_limits (
  key text not null,
  window_start timestamptz not null,
  window_end timestamptz not null,
  count integer not null check (count > 0),
  primary key (key, window_start)
);
create index rate_limits_window_end on rate_limits (window_end);
