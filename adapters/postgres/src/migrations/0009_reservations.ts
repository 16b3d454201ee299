import type { Migration } from "./migration.ts"

/**
 * Reservations by refundable deposit: who holds which car until when, and the payment provider's
 * reference (never card data). At most one live reservation per car. Leads are also found by the
 * digits of their phone field, for the shopper's garage.
 */
export const reservations: Migration = {
  version: 9,
  name: "reservations",
  sql: `
    CREATE TABLE reservations (
      id bigserial PRIMARY KEY,
      tenant_slug text NOT NULL,
      user_id bigint NOT NULL,
      car_id bigint NOT NULL,
      deposit double precision NOT NULL CHECK (deposit > 0),
      payment_reference text NOT NULL,
      test_mode boolean NOT NULL,
      created_at timestamptz NOT NULL,
      held_until timestamptz NOT NULL,
      released_at timestamptz,
      FOREIGN KEY (tenant_slug, user_id) REFERENCES users (tenant_slug, id) ON DELETE CASCADE
    );
    CREATE UNIQUE INDEX reservations_one_live_per_car ON reservations (tenant_slug, car_id) WHERE released_at IS NULL;
    CREATE INDEX reservations_by_user ON reservations (tenant_slug, user_id, created_at);
    CREATE INDEX leads_by_phone_digits ON leads (tenant_slug, (regexp_replace(payload->>'phone', '[^0-9]', '', 'g')));
  `
}
