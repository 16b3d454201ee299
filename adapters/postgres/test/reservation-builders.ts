import type { NewReservation } from "@dealer/core"
import type { Database } from "../src/database.ts"
import { createUserRepository } from "../src/user-repository.ts"
import { at } from "./builders.ts"

/** How long the test deposits hold their car: the default 48 hours. */
export const HOLD_MINUTES = 48 * 60

/**
 * The id of the tenant's shopper with this phone, created if new.
 *
 * @example
 * const jo = await shopperId(db, "acme", "0412345678")
 */
export async function shopperId(db: Database, tenantSlug: string, phone: string): Promise<number> {
  return (await createUserRepository(db).findOrCreateByPhone(tenantSlug, phone, at(0))).id
}

/**
 * A $200 test-mode deposit paid at `minute` (see `at`), holding the car 48 hours.
 *
 * @example
 * await reservations.reserve(testDeposit("acme", jo, 12, 5))
 */
export function testDeposit(tenantSlug: string, userId: number, carId: number, minute = 1): NewReservation {
  return {
    tenantSlug,
    userId,
    carId,
    deposit: 200,
    paymentReference: `test_${userId}_${carId}_${minute}`,
    testMode: true,
    now: at(minute),
    heldUntil: at(minute + HOLD_MINUTES)
  }
}
