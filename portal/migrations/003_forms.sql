-- Forms: staff read submissions newest first per kind; expired captchas are pruned by expiry.
CREATE INDEX submissions_kind_created ON submissions (kind, created_at DESC);
CREATE INDEX captchas_expires ON captchas (expires_at);
