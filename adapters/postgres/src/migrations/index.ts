import { tenantsAndStock } from "./0001_tenants_and_stock.ts"
import { leads } from "./0002_leads.ts"
import { shoppers } from "./0003_shoppers.ts"
import { activity } from "./0004_activity.ts"
import { tradeInAndDelivery } from "./0005_trade_in_and_delivery.ts"
import { requestGuards } from "./0006_request_guards.ts"
import { outbox } from "./0007_outbox.ts"
import { testDriveBookings } from "./0008_test_drive_bookings.ts"
import { reservations } from "./0009_reservations.ts"
import { reservationHoldRelease } from "./0010_reservation_hold_release.ts"
import { spinEntriesAndOnlinePayments } from "./0011_spin_entries_and_online_payments.ts"
import { leadDelivery } from "./0012_lead_delivery.ts"
import { continuationTokens } from "./0013_continuation_tokens.ts"
import { leadRoutes } from "./0014_lead_routes.ts"
import type { Migration } from "./migration.ts"

export type { Migration } from "./migration.ts"

/** Every migration, in the order it is applied. */
export const migrations: ReadonlyArray<Migration> = [
  tenantsAndStock,
  leads,
  shoppers,
  activity,
  tradeInAndDelivery,
  requestGuards,
  outbox,
  testDriveBookings,
  reservations,
  reservationHoldRelease,
  spinEntriesAndOnlinePayments,
  leadDelivery,
  continuationTokens,
  leadRoutes
]
