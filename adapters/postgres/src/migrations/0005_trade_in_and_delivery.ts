import type { Migration } from "./migration.ts"

/** Trade-in valuations from rego lookup to accepted offer, and each tenant's delivery price bands. */
export const tradeInAndDelivery: Migration = {
  version: 5,
  name: "trade_in_and_delivery",
  sql: `
    CREATE TABLE valuations (
      id bigserial PRIMARY KEY,
      tenant_slug text NOT NULL,
      rego text,
      rego_state text,
      vehicle jsonb,
      adjustment_answers jsonb,
      offer_price double precision,
      lead_id bigint,
      offer_accepted boolean NOT NULL DEFAULT false,
      accepted_at timestamptz,
      result jsonb,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      UNIQUE (tenant_slug, id)
    );
    CREATE INDEX valuations_by_lead ON valuations (tenant_slug, lead_id) WHERE lead_id IS NOT NULL;

    CREATE TABLE delivery_zones (
      tenant_slug text NOT NULL,
      up_to_km double precision NOT NULL CHECK (up_to_km > 0),
      price double precision NOT NULL CHECK (price >= 0),
      name text NOT NULL CHECK (name <> ''),
      PRIMARY KEY (tenant_slug, up_to_km)
    );
  `
}
