import type { Migration } from "./migration.ts"

/**
 * Spin-to-win entries, one per shopper per campaign (the unique key settles two spins at once),
 * and payments made on the online payment page with the provider's reference (never card data),
 * for the dealer's staff to reconcile against their invoices.
 */
export const spinEntriesAndOnlinePayments: Migration = {
  version: 11,
  name: "spin entries and online payments",
  sql: `
    CREATE TABLE spin_entries (
      tenant_slug text NOT NULL,
      user_id bigint NOT NULL,
      campaign_id text NOT NULL,
      prize_id text NOT NULL,
      prize_label text NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_slug, campaign_id, user_id),
      FOREIGN KEY (tenant_slug, user_id) REFERENCES users (tenant_slug, id) ON DELETE CASCADE
    );
    CREATE TABLE online_payments (
      id bigserial PRIMARY KEY,
      tenant_slug text NOT NULL,
      user_id bigint NOT NULL,
      invoice_reference text NOT NULL,
      amount_cents bigint NOT NULL CHECK (amount_cents > 0),
      payment_reference text NOT NULL,
      test_mode boolean NOT NULL,
      created_at timestamptz NOT NULL,
      FOREIGN KEY (tenant_slug, user_id) REFERENCES users (tenant_slug, id) ON DELETE CASCADE
    );
    CREATE INDEX online_payments_by_tenant ON online_payments (tenant_slug, created_at);
    CREATE INDEX online_payments_by_user ON online_payments (tenant_slug, user_id);
  `
}
