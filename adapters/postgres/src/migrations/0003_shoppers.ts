import type { Migration } from "./migration.ts"

/**
 * Signed-in shoppers per tenant (identified by phone, so the phone is kept), their sessions (by
 * a hash of the cookie token), sign-in codes (code and phone hashed) and watchlists.
 */
export const shoppers: Migration = {
  version: 3,
  name: "shoppers",
  sql: `
    CREATE TABLE users (
      id bigserial PRIMARY KEY,
      tenant_slug text NOT NULL,
      phone text NOT NULL,
      created_at timestamptz NOT NULL,
      UNIQUE (tenant_slug, phone),
      UNIQUE (tenant_slug, id)
    );

    CREATE TABLE sessions (
      token_hash text PRIMARY KEY,
      tenant_slug text NOT NULL,
      user_id bigint NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      FOREIGN KEY (tenant_slug, user_id) REFERENCES users (tenant_slug, id) ON DELETE CASCADE
    );
    CREATE INDEX sessions_by_user ON sessions (tenant_slug, user_id);
    CREATE INDEX sessions_by_expiry ON sessions (expires_at);

    CREATE TABLE one_time_codes (
      tenant_slug text NOT NULL,
      phone_hash text NOT NULL,
      code_hash text NOT NULL,
      salt text NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_slug, phone_hash)
    );
    CREATE INDEX one_time_codes_by_expiry ON one_time_codes (expires_at);

    CREATE TABLE watchlist_entries (
      tenant_slug text NOT NULL,
      user_id bigint NOT NULL,
      car_id bigint NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_slug, user_id, car_id),
      FOREIGN KEY (tenant_slug, user_id) REFERENCES users (tenant_slug, id) ON DELETE CASCADE
    );
  `
}
