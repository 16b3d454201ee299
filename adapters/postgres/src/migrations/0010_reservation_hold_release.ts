import type { Migration } from "./migration.ts"

/**
 * Finding the holds that have run out: the release job asks often for live reservations by the
 * end of their hold, so those few rows are indexed by it (released ones drop out of the index).
 */
export const reservationHoldRelease: Migration = {
  version: 10,
  name: "reservation hold release",
  sql: `
    CREATE INDEX reservations_live_by_hold_end ON reservations (held_until, id) WHERE released_at IS NULL;
  `
}
