/**
 * One schema change, applied once per database in `version` order and recorded in
 * `schema_migrations`. Never edit a released migration; add the next number instead.
 *
 * @example
 * const migration: Migration = { version: 2, name: "stock_by_price", sql: "CREATE INDEX ..." }
 */
export interface Migration {
  readonly version: number
  readonly name: string
  readonly sql: string
}
