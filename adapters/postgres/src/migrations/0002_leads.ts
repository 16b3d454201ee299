import type { Migration } from "./migration.ts"

/**
 * Leads, one row per lead with the fields of every step merged in `payload`; each submit kept in
 * `lead_steps`; the visit's pages and tracking parameters in `lead_attributes`.
 */
export const leads: Migration = {
  version: 2,
  name: "leads",
  sql: `
    CREATE TABLE leads (
      id bigserial PRIMARY KEY,
      tenant_slug text NOT NULL,
      category text NOT NULL,
      subcategory text,
      status text NOT NULL CHECK (status IN ('incomplete', 'complete')),
      form_completed boolean NOT NULL,
      spam boolean NOT NULL,
      car_id bigint,
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      UNIQUE (tenant_slug, id)
    );
    CREATE INDEX leads_by_tenant_created ON leads (tenant_slug, created_at);

    CREATE TABLE lead_steps (
      lead_id bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
      step integer NOT NULL CHECK (step >= 1),
      payload jsonb NOT NULL,
      is_last_step boolean NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (lead_id, step)
    );

    CREATE TABLE lead_attributes (
      lead_id bigint PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
      visited_pages jsonb NOT NULL,
      linked_query_params jsonb NOT NULL,
      updated_at timestamptz NOT NULL
    );
  `
}
