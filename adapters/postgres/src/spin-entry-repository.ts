import type { SpinEntrant, SpinEntry, SpinEntryRepository } from "@dealer/core"
import type { Queryable } from "./database.ts"

interface SpinEntryRow {
  readonly tenant_slug: string
  readonly user_id: number
  readonly campaign_id: string
  readonly prize_id: string
  readonly prize_label: string
  readonly created_at: Date
}

const COLUMNS = "tenant_slug, user_id, campaign_id, prize_id, prize_label, created_at"

const rowToEntry = (row: SpinEntryRow): SpinEntry => ({
  tenantSlug: row.tenant_slug,
  userId: Number(row.user_id),
  campaignId: row.campaign_id,
  prizeId: row.prize_id,
  prizeLabel: row.prize_label,
  createdAt: new Date(row.created_at)
})

/**
 * Core's `SpinEntryRepository` over `spin_entries`: the table's key (tenant, campaign, user)
 * keeps one entry per shopper, so a second spin, even one racing the first, stores nothing new.
 *
 * @example
 * await createSpinEntryRepository(db).enter({ tenantSlug: "acme", userId: 4, campaignId: "spring", prizeId: "cap", prizeLabel: "Cap" }, now)
 */
export function createSpinEntryRepository(db: Queryable): SpinEntryRepository {
  const find = async (entrant: SpinEntrant) => {
    const [row] = await db.query<SpinEntryRow>(
      `SELECT ${COLUMNS} FROM spin_entries WHERE tenant_slug = $1 AND campaign_id = $2 AND user_id = $3`,
      [entrant.tenantSlug, entrant.campaignId, entrant.userId]
    )
    return row === undefined ? null : rowToEntry(row)
  }
  return {
    find,
    enter: async (entry, now) => {
      await db.query(
        `INSERT INTO spin_entries (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (tenant_slug, campaign_id, user_id) DO NOTHING`,
        [entry.tenantSlug, entry.userId, entry.campaignId, entry.prizeId, entry.prizeLabel, now]
      )
      const stored = await find(entry)
      if (stored === null) throw new Error("The spin entry was not stored")
      return stored
    }
  }
}
