import type { Migration } from "./migration.ts"

/** Idempotency keys per tenant with the first answer, and rate-limit counters per hashed key and window. */
export const requestGuards: Migration = {
  version: 6,
  name: "request_guards",
  sql: `
    CREATE TABLE idempotency_keys (
      tenant_slug text NOT NULL,
      key text NOT NULL,
      body_hash text NOT NULL,
      response_status integer,
      response_body text,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_slug, key)
    );
    CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at);

    CREATE TABLE rate_limit_counters (
      key_hash text NOT NULL,
      window_start timestamptz NOT NULL,
      hits integer NOT NULL,
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (key_hash, window_start)
    );
    CREATE INDEX rate_limit_counters_by_expiry ON rate_limit_counters (expires_at);
  `
}
