import type { NewReservation, ReleasedHold, Reservation, ReservationRepository, ReserveOutcome } from "@dealer/core"
import type { Queryable } from "./database.ts"
import { publishStockNotice } from "./stock-notices.ts"

interface ReservationRow {
  readonly id: number
  readonly tenant_slug: string
  readonly user_id: number
  readonly car_id: number
  readonly deposit: number
  readonly payment_reference: string
  readonly test_mode: boolean
  readonly created_at: Date
  readonly held_until: Date
  readonly released_at: Date | null
}

const COLUMNS = "id, tenant_slug, user_id, car_id, deposit, payment_reference, test_mode, created_at, held_until, released_at"

// Only a car in stock and not reserved yet is marked; the row lock makes a second payer wait and
// then find the car reserved.
const MARK_RESERVED = `
  UPDATE stock SET data = data || '{"reserved": true}'::jsonb
  WHERE tenant_slug = $1 AND id = $2 AND status = 'in_stock'
    AND COALESCE(data->>'reserved', 'false') <> 'true'
  RETURNING id
`

const INSERT = `
  INSERT INTO reservations (tenant_slug, user_id, car_id, deposit, payment_reference, test_mode, created_at, held_until)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
  RETURNING ${COLUMNS}
`

// How many holds one transaction releases by default; a backlog is worked through batch by batch.
const RELEASE_BATCH = 100

// A hold being released by another process is locked and skipped, so each is released once.
const RELEASE_DUE = `
  UPDATE reservations SET released_at = $1
  WHERE id IN (
    SELECT id FROM reservations
    WHERE released_at IS NULL AND held_until <= $1
    ORDER BY held_until, id
    LIMIT $2
    FOR UPDATE SKIP LOCKED
  )
  RETURNING id, tenant_slug, car_id
`

const UNMARK_RESERVED = `
  UPDATE stock SET data = data || '{"reserved": false}'::jsonb
  WHERE tenant_slug = $1 AND id = ANY($2::bigint[]) AND data->>'reserved' = 'true'
  RETURNING id
`

/** Releases one batch of run-out holds in one transaction; the car's mark and notice go with it. */
async function releaseBatch(db: Queryable, now: Date, size: number): Promise<ReadonlyArray<ReleasedHold>> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number; tenant_slug: string; car_id: number }>(RELEASE_DUE, [now, size])
    const released = rows.map((row) => ({ tenantSlug: row.tenant_slug, reservationId: Number(row.id), carId: Number(row.car_id) }))
    const carsByTenant = new Map<string, number[]>()
    for (const hold of released) carsByTenant.set(hold.tenantSlug, [...(carsByTenant.get(hold.tenantSlug) ?? []), hold.carId])
    for (const [tenantSlug, carIds] of carsByTenant) {
      const unmarked = await tx.query<{ id: number }>(UNMARK_RESERVED, [tenantSlug, carIds])
      await publishStockNotice(tx, { tenantSlug, carIds: unmarked.map((row) => Number(row.id)), kind: "upserted" })
    }
    return released
  })
}

const rowToReservation = (row: ReservationRow): Reservation => ({
  id: Number(row.id),
  tenantSlug: row.tenant_slug,
  userId: Number(row.user_id),
  carId: Number(row.car_id),
  deposit: Number(row.deposit),
  paymentReference: row.payment_reference,
  testMode: row.test_mode,
  createdAt: new Date(row.created_at),
  heldUntil: new Date(row.held_until),
  releasedAt: row.released_at === null ? null : new Date(row.released_at)
})

/**
 * Core's `ReservationRepository` over `reservations` and `stock`: reserving marks the car
 * reserved and stores the reservation in one transaction (or the caller's), and publishes the
 * stock change notice with it, so every process's search index shows the car RESERVED.
 * Releasing ends the holds that have run out the same way round: marked released, the car
 * offered again, and the notice sent, one transaction per batch.
 *
 * @example
 * await createReservationRepository(db).reserve({ tenantSlug: "acme", userId: 4, carId: 12, deposit: 200, ... })
 * // { kind: "reserved", reservation } | { kind: "unavailable" }
 */
export function createReservationRepository(
  db: Queryable,
  options: { readonly releaseBatch?: number } = {}
): ReservationRepository {
  const batchSize = options.releaseBatch ?? RELEASE_BATCH
  return {
    reserve: (reservation: NewReservation) =>
      db.transaction(async (tx): Promise<ReserveOutcome> => {
        const marked = await tx.query<{ id: number }>(MARK_RESERVED, [reservation.tenantSlug, reservation.carId])
        if (marked.length === 0) return { kind: "unavailable" }
        const [row] = await tx.query<ReservationRow>(INSERT, [
          reservation.tenantSlug,
          reservation.userId,
          reservation.carId,
          reservation.deposit,
          reservation.paymentReference,
          reservation.testMode,
          reservation.now,
          reservation.heldUntil
        ])
        await publishStockNotice(tx, { tenantSlug: reservation.tenantSlug, carIds: [reservation.carId], kind: "upserted" })
        if (row === undefined) throw new Error("The reservation was not stored")
        return { kind: "reserved", reservation: rowToReservation(row) }
      }),
    listByUser: async (owner) => {
      const rows = await db.query<ReservationRow>(
        `SELECT ${COLUMNS} FROM reservations WHERE tenant_slug = $1 AND user_id = $2 ORDER BY created_at DESC, id DESC`,
        [owner.tenantSlug, owner.userId]
      )
      return rows.map(rowToReservation)
    },
    releaseExpired: async (now) => {
      const released: ReleasedHold[] = []
      for (;;) {
        const batch = await releaseBatch(db, now, batchSize)
        released.push(...batch)
        if (batch.length < batchSize) return released
      }
    }
  }
}
