import type { Migration } from "./migration.ts"

/**
 * One test drive per location and slot: the lead that booked it first holds it. Earlier test
 * drive leads that name their location by id hold their times already.
 */
export const testDriveBookings: Migration = {
  version: 8,
  name: "test drive bookings",
  sql: `
    CREATE TABLE test_drive_bookings (
      tenant_slug text NOT NULL,
      location_id bigint NOT NULL,
      starts_at text NOT NULL,
      lead_id bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
      PRIMARY KEY (tenant_slug, location_id, starts_at)
    );
    INSERT INTO test_drive_bookings (tenant_slug, location_id, starts_at, lead_id)
    SELECT DISTINCT ON (tenant_slug, payload->>'location', left(payload->>'preferred_date_time', 16))
      tenant_slug, (payload->>'location')::bigint, left(payload->>'preferred_date_time', 16), id
    FROM leads
    WHERE NOT spam AND payload->>'location' ~ '^[0-9]{1,15}$'
      AND payload->>'preferred_date_time' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}'
    ORDER BY tenant_slug, payload->>'location', left(payload->>'preferred_date_time', 16), id;
  `
}
