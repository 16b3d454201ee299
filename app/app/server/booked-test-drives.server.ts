import type { Queryable } from "@dealer/postgres"

/**
 * The booked test drive times of a location on a day: `preferred_date_time` of the tenant's
 * leads (not spam) that name the location by id or slug, as the test drive form sends it, and
 * fall on that date.
 *
 * @example
 * await bookedTestDriveTimes(db, "acme", { id: 11, slug: "southport" }, "2025-06-02") // ["2025-06-02T09:30"]
 */
export async function bookedTestDriveTimes(
  db: Queryable,
  tenantSlug: string,
  location: { readonly id: number; readonly slug: string },
  date: string
): Promise<ReadonlyArray<string>> {
  const rows = await db.query<{ booked: string }>(
    `SELECT payload->>'preferred_date_time' AS booked FROM leads
     WHERE tenant_slug = $1 AND NOT spam
       AND payload->>'location' IN ($2, $3)
       AND left(payload->>'preferred_date_time', 10) = $4`,
    [tenantSlug, String(location.id), location.slug, date]
  )
  return rows.map((row) => row.booked)
}
