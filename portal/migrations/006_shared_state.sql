-- State that several instances on one database must share instead of keeping in process memory.
-- Secrets generated once (when not given in the environment), so that instances agree and restarts sign nobody out.
CREATE TABLE app_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
-- Fixed-window request counters (portal/rate-limit.ts), one row per key and window start.
CREATE TABLE rate_windows (
  key TEXT NOT NULL,
  window_start BIGINT NOT NULL,
  count INTEGER NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_windows_expiry ON rate_windows (expires_at);
