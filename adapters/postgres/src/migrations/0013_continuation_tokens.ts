import type { Migration } from "./migration.ts"

/**
 * Leads and valuations the API hands out get random ids (47 random bits above 2^47, so they are
 * safe integers, never next to each other and never equal to an older sequential id), and keep
 * the hash of the continuation token of the browser that started them (decision 0040).
 */
export const continuationTokens: Migration = {
  version: 13,
  name: "continuation_tokens",
  sql: `
    CREATE FUNCTION random_public_id() RETURNS bigint LANGUAGE sql VOLATILE AS $$
      SELECT (('x' || substr(md5(gen_random_uuid()::text), 1, 12))::bit(48)::bigint >> 1) + 140737488355328
    $$;
    ALTER TABLE leads ALTER COLUMN id SET DEFAULT random_public_id();
    ALTER TABLE valuations ALTER COLUMN id SET DEFAULT random_public_id();
    ALTER TABLE leads ADD COLUMN continuation_hash text;
    ALTER TABLE valuations ADD COLUMN continuation_hash text;
  `
}
