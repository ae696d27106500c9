-- Every lead the endpoint accepted, stored before the visitor is told it was sent.
-- The ten fields keep the names the form sends them by (spec section 7) and hold what arrived,
-- byte for byte; `source` is the lead-source query values as a JSON object; `flag` is set (to
-- 'trap-filled') when the anti-bot trap was filled: such a lead is kept but never forwarded.
-- Delivery records each step's time, so a retry never repeats a step that was done.
CREATE TABLE leads (
  submission_id TEXT PRIMARY KEY NOT NULL,
  received_at TEXT NOT NULL,
  name TEXT NOT NULL,
  companyName TEXT NOT NULL,
  role TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  phoneCode TEXT NOT NULL,
  country TEXT NOT NULL,
  address TEXT NOT NULL,
  requirement TEXT NOT NULL,
  message TEXT NOT NULL,
  source TEXT NOT NULL DEFAULT '{}',
  flag TEXT,
  emailed_at TEXT,
  webhook_at TEXT,
  delivered_at TEXT,
  -- While a delivery runs, until when it holds the lead: a second run (a retry, the cron's
  -- re-send) waits rather than telling sales twice.
  lease_until TEXT
) STRICT;

-- Retention deletes by age; the cron re-sends what is still undelivered.
CREATE INDEX leads_received_at ON leads (received_at);
CREATE INDEX leads_undelivered ON leads (delivered_at, flag, received_at);
-- Erasure on request finds one person's leads by address, whatever its case.
CREATE INDEX leads_email ON leads (lower(email));
