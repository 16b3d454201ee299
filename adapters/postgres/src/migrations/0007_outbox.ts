import type { Migration } from "./migration.ts"

/** Messages waiting for delivery (ADF lead documents, SMS), with the claims of the deliverers. */
export const outbox: Migration = {
  version: 7,
  name: "outbox",
  sql: `
    CREATE TABLE outbox (
      id bigserial PRIMARY KEY,
      tenant_slug text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('adf', 'sms')),
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      delivered_at timestamptz,
      attempts integer NOT NULL DEFAULT 0,
      claimed_until timestamptz
    );
    CREATE INDEX outbox_by_tenant ON outbox (tenant_slug, id);
    CREATE INDEX outbox_by_kind ON outbox (kind, id);
    CREATE INDEX outbox_waiting ON outbox (kind, id) WHERE delivered_at IS NULL;
  `
}
