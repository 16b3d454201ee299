import { decodeOrThrow, Location, type TenantConfig } from "@dealer/core"
import { generateStock, tenantFixtures } from "@dealer/fixtures"
import { seedTenant, type Database } from "@dealer/postgres"
import { defaultApiSettings, type ApiSettings } from "../server/api-settings.server.ts"
import { createServices, type Services } from "../server/create-services.server.ts"
import { routeServer, sendOverHttp } from "./route-http-server.ts"

/** Monday 1 June 2026, 10:00 in Brisbane. */
export const TEST_NOW = new Date("2026-06-01T00:00:00Z")

/** Development settings with small limits, so a test reaches them in a few calls. */
export const testSettings: ApiSettings = {
  ...defaultApiSettings,
  production: false,
  allowRequestsWithoutOrigin: true,
  devOutbox: true,
  limits: {
    ...defaultApiSettings.limits,
    signInCodePerClient: { limit: 20, windowMs: 15 * 60_000 },
    signInCodePerPhoneAndClient: { limit: 3, windowMs: 15 * 60_000 },
    leadPerClient: { limit: 5, windowMs: 10 * 60_000 },
    leadPerNetwork: { limit: 1000, windowMs: 10 * 60_000 },
    signInCodePerNetwork: { limit: 1000, windowMs: 15 * 60_000 },
    writePerNetwork: { limit: 1000, windowMs: 10 * 60_000 }
  }
}

const weekdayHours = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open", open: "09:00", close: "17:00" }))
const openingHours = [
  ...weekdayHours,
  { weekday: 6, status: "Open", open: "09:00", close: "12:00" },
  { weekday: 0, status: "Closed" }
]

/** Coastal Kia words two of the API's sentences its own way. */
export const KIA_TEXTS = {
  apiNoSuchCar: "That car has gone, but we have plenty more.",
  apiPhoneInvalid: "Please give us your mobile number (04xx xxx xxx)."
} as const

/**
 * The fixture tenants, Metro's Springwood showroom (location 11) with opening hours for test
 * drives, Coastal Kia with its own API texts.
 */
export function testTenants(): ReadonlyArray<TenantConfig> {
  return tenantFixtures().map((config) => ({
    ...config,
    texts: config.slug === "coastal-kia" ? { ...config.texts, ...KIA_TEXTS } : config.texts,
    locations: config.locations.map((location) =>
      location.id === 11
        ? decodeOrThrow(
            Location,
            { ...location, contact_detail: { phone: "07 5550 1011", opening_hours: openingHours } },
            "location 11"
          )
        : location
    )
  }))
}

/** Seeds the test tenants with 60 generated cars each. */
export async function seedTestTenants(db: Database): Promise<void> {
  for (const config of testTenants())
    await seedTenant(db, config, () => generateStock(config, { count: 60, now: TEST_NOW }))
}

/** A settable clock. */
export interface TestClock {
  now: Date
}

/**
 * Opens the services of one process on a database, seeded once.
 *
 * @example
 * const services = await openTestServices(db, clock)
 */
export function openTestServices(
  db: Database,
  clock: TestClock,
  settings: ApiSettings = testSettings
): Promise<Services> {
  return createServices({ db, settings, defaultTenantSlug: "metro-motor-group", clock: () => clock.now, purge: false })
}

export interface ClientOptions {
  /** The Host header: a tenant's `<slug>.localhost`, `localhost` for the default tenant. */
  readonly host?: string
  /** The address the server saw, for per-client limits. */
  readonly address?: string
  /** Other services (another process, other settings). */
  readonly services?: Services
}

/**
 * A browser of one shopper: calls the API over HTTP (a route server per services, see
 * `route-http-server.ts`), keeps the cookies it sets, and sends same-origin JSON POSTs by default.
 */
export class ApiClient {
  readonly cookies = new Map<string, string>()
  constructor(
    private services: Services,
    readonly options: ClientOptions = {}
  ) {}

  /** Sends later calls to other services (another process), keeping the cookies. */
  useServices(services: Services): void {
    this.services = services
  }

  async request(method: "GET" | "POST", path: string, init: { body?: string; headers?: Record<string, string> } = {}) {
    const host = this.options.host ?? "metro-motor-group.localhost"
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ")
    const headers = {
      host,
      "x-forwarded-for": this.options.address ?? "203.0.113.1",
      ...(cookie ? { cookie } : {}),
      ...init.headers
    }
    const { pathname, search } = new URL(path, `http://${host}`)
    const response = await sendOverHttp(await routeServer(this.services), method, pathname + search, headers, init.body)
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";")
      const [name = "", value = ""] = pair.split("=")
      if (/max-age=0\b/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return response
  }

  get(path: string, headers: Record<string, string> = {}) {
    return this.request("GET", path, { headers })
  }

  post(path: string, body: unknown = {}, headers: Record<string, string> = {}) {
    return this.request("POST", path, {
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", ...headers }
    })
  }
}

/** The JSON body of an answer. */
export const json = async <T = Record<string, unknown>>(response: Response): Promise<T> => (await response.json()) as T

/** The `{ error }` body of a refused call. */
export const errorOf = async (response: Response) =>
  (await json<{ error: { code: string; message: string; fields: Array<{ path: string; message: string }> } }>(response))
    .error

/**
 * Waits until `check` passes (or throws its last failure after `timeoutMs`), and says how long it took.
 *
 * @example
 * const ms = await eventually(async () => expect(await find()).toBe(true), 1000)
 */
export async function eventually(check: () => Promise<void>, timeoutMs = 2000): Promise<number> {
  const started = performance.now()
  for (;;) {
    try {
      await check()
      return performance.now() - started
    } catch (error) {
      if (performance.now() - started > timeoutMs) throw error
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }
}
