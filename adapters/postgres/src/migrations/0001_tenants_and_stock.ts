import type { Migration } from "./migration.ts"

/** Tenants and their stock; the decoded car lives in `data`, the other columns serve indexes. */
export const tenantsAndStock: Migration = {
  version: 1,
  name: "tenants_and_stock",
  sql: `
    CREATE TABLE tenants (
      slug text PRIMARY KEY,
      id bigint NOT NULL,
      config jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE stock (
      tenant_slug text NOT NULL,
      id bigint NOT NULL,
      slug text NOT NULL,
      make text NOT NULL,
      model text NOT NULL,
      car_type text NOT NULL,
      status text NOT NULL,
      price double precision NOT NULL,
      year integer NOT NULL,
      km bigint NOT NULL,
      created_at timestamptz,
      data jsonb NOT NULL,
      PRIMARY KEY (tenant_slug, id),
      UNIQUE (tenant_slug, slug)
    );

    CREATE INDEX stock_make_model ON stock (tenant_slug, make, model);
    CREATE INDEX stock_car_type ON stock (tenant_slug, car_type);
    CREATE INDEX stock_status ON stock (tenant_slug, status);
    CREATE INDEX stock_price ON stock (tenant_slug, price);
    CREATE INDEX stock_year ON stock (tenant_slug, year);
    CREATE INDEX stock_km ON stock (tenant_slug, km);
    CREATE INDEX stock_created_at ON stock (tenant_slug, created_at);
  `
}
