import type { Migration } from "./migration.ts"

/**
 * What shoppers do that is counted or logged: car views (one per visitor, car and day, the
 * visitor hashed; totals kept beside), phone reveals and analytics events.
 */
export const activity: Migration = {
  version: 4,
  name: "activity",
  sql: `
    CREATE TABLE car_view_visits (
      tenant_slug text NOT NULL,
      car_id bigint NOT NULL,
      visitor_hash text NOT NULL,
      day date NOT NULL,
      PRIMARY KEY (tenant_slug, car_id, visitor_hash, day)
    );
    CREATE INDEX car_view_visits_by_day ON car_view_visits (day);

    CREATE TABLE car_view_totals (
      tenant_slug text NOT NULL,
      car_id bigint NOT NULL,
      views bigint NOT NULL,
      PRIMARY KEY (tenant_slug, car_id)
    );

    CREATE TABLE phone_reveals (
      id bigserial PRIMARY KEY,
      tenant_slug text NOT NULL,
      car_id bigint NOT NULL,
      dealership_id bigint,
      website_id bigint NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX phone_reveals_by_car ON phone_reveals (tenant_slug, car_id, created_at);

    CREATE TABLE analytics_events (
      id bigserial PRIMARY KEY,
      tenant_slug text NOT NULL,
      event_id integer NOT NULL,
      label text,
      car_id bigint,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX analytics_events_by_time ON analytics_events (tenant_slug, created_at, event_id);
  `
}
