import type { Migration } from "./migration.ts"

/**
 * Where each lead belongs: the location and dealership core's routing rule chose (`leadRoute`),
 * so the stored lead, its ADF vendor and its delivery address agree. Leads stored before keep
 * nulls; test drive times of those are still found by their `location` field.
 */
export const leadRoutes: Migration = {
  version: 14,
  name: "lead_routes",
  sql: `
    ALTER TABLE leads ADD COLUMN location_id integer;
    ALTER TABLE leads ADD COLUMN dealership_id integer;
    CREATE INDEX leads_by_location_day ON leads (tenant_slug, location_id, left(payload->>'preferred_date_time', 10))
      WHERE location_id IS NOT NULL;
  `
}
