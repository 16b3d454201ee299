import type { Database } from "@dealer/postgres"
import type { Services } from "../server/create-services.server.ts"
import { httpExchange } from "./http-exchange.ts"
import { routeServer } from "./route-http-server.ts"

/** An answer as it came over the wire. */
export interface RawAnswer {
  readonly status: number
  readonly headers: Readonly<Record<string, string | string[] | undefined>>
  readonly text: string
}

/**
 * One HTTP exchange with the route server of `services`, sending exactly these bytes (invalid
 * UTF-8 included) on exactly this request line (already percent-encoded).
 *
 * @example
 * await sendBytes(services, "POST", "/api/leads", { host: "metro-motor-group.localhost" }, bytes)
 */
export async function sendBytes(
  services: Services,
  method: string,
  pathAndQuery: string,
  headers: Record<string, string>,
  body?: Uint8Array
): Promise<RawAnswer> {
  const { port } = await routeServer(services)
  const answer = await httpExchange({ port, method, path: pathAndQuery, headers, ...(body === undefined ? {} : { body }) })
  return { status: answer.status, headers: answer.headers, text: answer.body.toString("utf8") }
}

/** The tables a request can add rows to, counted together. */
export const STORED_TABLES = [
  "leads",
  "lead_steps",
  "lead_attributes",
  "users",
  "sessions",
  "one_time_codes",
  "watchlist_entries",
  "valuations",
  "outbox",
  "phone_reveals",
  "analytics_events",
  "idempotency_keys",
  "test_drive_bookings",
  "car_view_visits",
  "delivery_zones",
  "stock",
  "tenants",
  "reservations",
  "spin_entries",
  "online_payments"
] as const

/**
 * The row count of every table a request could store into, in one round trip.
 *
 * @example
 * expect(await storedRows(db)).toEqual(before)
 */
export async function storedRows(db: Database): Promise<Record<string, number>> {
  const columns = STORED_TABLES.map((table) => `(SELECT count(*)::integer FROM ${table}) AS ${table}`).join(", ")
  const [row] = await db.query<Record<string, number>>(`SELECT ${columns}`)
  return row ?? {}
}
