import { defaultDeliveryBackoff, type DeliveryBackoff } from "@dealer/core/platform"
import type { ClickSendSettings, SmtpSettings } from "@dealer/delivery"
import { allowedHostsFromText } from "./allowed-hosts.server.ts"

/** How this process delivers the outbox (leads, sign-in texts). */
export interface DeliverySettings {
  /** Runs the deliverer inside the server; off where separate workers run `npm run deliver`. */
  readonly inServer: boolean
  /** The wait between two passes when nothing is due. */
  readonly everyMs: number
  readonly backoff: DeliveryBackoff
  /** Lead e-mail (and with it every lead channel); `null` leaves leads in the outbox. */
  readonly smtp: SmtpSettings | null
  /** The SMS gateway, in production only; `null` leaves texts in the outbox (`/dev/outbox`). */
  readonly clickSend: ClickSendSettings | null
  /**
   * Host names and addresses tenants' webhooks may reach though they are not public (a dealer's
   * CRM on a private network, a test's receiver on the loopback); every other webhook goes to
   * public addresses only (decision 0051).
   */
  readonly webhookAllowedHosts: ReadonlyArray<string>
}

/** A rate limit: at most `limit` requests in each window of `windowMs`. */
export interface RateLimit {
  readonly limit: number
  readonly windowMs: number
}

/** How the platform API behaves in one deployment. */
export interface ApiSettings {
  /** Production: session cookies are `Secure`, the development outbox is off. */
  readonly production: boolean
  /** State-changing requests without `Origin` and `Sec-Fetch-Site` (curl, tests) are accepted. */
  readonly allowRequestsWithoutOrigin: boolean
  /** `/dev/outbox` lists the outbox (sign-in codes, ADF leads). */
  readonly devOutbox: boolean
  /** Keys the stored hashes of sign-in codes and phones. */
  readonly codeSecret: string | undefined
  readonly sessionLifetimeMs: number
  readonly signInCodeLifetimeMs: number
  /** Wrong tries allowed per sign-in code. */
  readonly signInCodeMaxAttempts: number
  readonly delivery: DeliverySettings
  /**
   * Every anonymous write is limited per client and per client network (docs/reliability.md): a
   * client is an IPv4 address or an IPv6 /64, its network an IPv4 /24 or an IPv6 /48. No limit is
   * tenant-wide, so no crowd of attackers can use up a genuine shopper's allowance.
   */
  readonly limits: {
    readonly signInCodePerClient: RateLimit
    /** Codes one client may have sent to one phone: a stranger spends only their own share. */
    readonly signInCodePerPhoneAndClient: RateLimit
    /** Codes one phone may be sent from all clients together (text-message flooding). */
    readonly signInCodePerPhone: RateLimit
    readonly signInCodePerNetwork: RateLimit
    readonly signInVerifyPerClient: RateLimit
    readonly leadPerClient: RateLimit
    readonly leadPerNetwork: RateLimit
    /** Leads with the honeypot filled: counted apart, never against a genuine shopper's allowance. */
    readonly spamLeadPerClient: RateLimit
    /** Small anonymous writes: valuation steps, phone reveals, analytics events, quotes. */
    readonly writePerClient: RateLimit
    readonly writePerNetwork: RateLimit
    /** Rego lookups, each a call to the paid valuation service. */
    readonly regoLookupPerClient: RateLimit
    /** Views of one car one client address may add in a day, whatever cookies it sends. */
    readonly viewsPerClientAndCar: RateLimit
  }
  /** Cars one shopper may hold with a deposit at once. */
  readonly holdsPerShopper: number
}

const MINUTE = 60_000

/** The limits and lifetimes every deployment starts from. */
export const defaultApiSettings: ApiSettings = {
  production: true,
  allowRequestsWithoutOrigin: false,
  devOutbox: false,
  codeSecret: undefined,
  sessionLifetimeMs: 30 * 24 * 60 * MINUTE,
  // A sign-in code is good for 5 minutes: long enough to read a text message, short for a guesser.
  signInCodeLifetimeMs: 5 * MINUTE,
  signInCodeMaxAttempts: 5,
  delivery: {
    inServer: true,
    everyMs: 5_000,
    backoff: defaultDeliveryBackoff,
    smtp: null,
    clickSend: null,
    webhookAllowedHosts: []
  },
  limits: {
    signInCodePerClient: { limit: 10, windowMs: 15 * MINUTE },
    signInCodePerPhoneAndClient: { limit: 3, windowMs: 15 * MINUTE },
    signInCodePerPhone: { limit: 12, windowMs: 24 * 60 * MINUTE },
    signInCodePerNetwork: { limit: 60, windowMs: 15 * MINUTE },
    signInVerifyPerClient: { limit: 30, windowMs: 15 * MINUTE },
    leadPerClient: { limit: 20, windowMs: 10 * MINUTE },
    leadPerNetwork: { limit: 100, windowMs: 10 * MINUTE },
    spamLeadPerClient: { limit: 20, windowMs: 10 * MINUTE },
    writePerClient: { limit: 120, windowMs: 10 * MINUTE },
    writePerNetwork: { limit: 600, windowMs: 10 * MINUTE },
    regoLookupPerClient: { limit: 10, windowMs: 10 * MINUTE },
    viewsPerClientAndCar: { limit: 10, windowMs: 24 * 60 * MINUTE }
  },
  holdsPerShopper: 2
}

const flag = (value: string | undefined): boolean | undefined =>
  value === undefined || value === "" ? undefined : /^(1|true|yes|on)$/i.test(value.trim())

/** A whole count from the environment, or the default; anything else stops the start with its name. */
function count(env: Readonly<Record<string, string | undefined>>, name: string, fallback: number): number {
  const value = env[name]?.trim()
  if (value === undefined || value === "") return fallback
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw new Error(`${name} must be a whole number from 1, not "${value}"`)
  return Number(value)
}

const text = (env: Readonly<Record<string, string | undefined>>, name: string): string | undefined =>
  env[name]?.trim() || undefined

/** The SMTP server of lead e-mail: `SMTP_URL`, `SMTP_FROM`, `SMTP_MESSAGE_ID_HOST`. */
function smtpFromEnv(env: Readonly<Record<string, string | undefined>>): SmtpSettings | null {
  const url = text(env, "SMTP_URL")
  if (url === undefined) return null
  if (!/^smtps?:\/\//.test(url)) throw new Error("SMTP_URL must start with smtp:// or smtps://")
  const from = text(env, "SMTP_FROM")
  if (from === undefined) throw new Error("SMTP_FROM must be set with SMTP_URL (the From address of lead e-mail)")
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1]
  return { url, from, messageIdHost: text(env, "SMTP_MESSAGE_ID_HOST") ?? domain ?? "dealer-platform.invalid" }
}

/** ClickSend's account: `CLICKSEND_USERNAME`, `CLICKSEND_API_KEY`, `CLICKSEND_BASE_URL`. */
function clickSendFromEnv(env: Readonly<Record<string, string | undefined>>): ClickSendSettings | null {
  const username = text(env, "CLICKSEND_USERNAME")
  const apiKey = text(env, "CLICKSEND_API_KEY")
  if (username === undefined && apiKey === undefined) return null
  if (username === undefined || apiKey === undefined) throw new Error("CLICKSEND_USERNAME and CLICKSEND_API_KEY go together")
  return { username, apiKey, baseUrl: text(env, "CLICKSEND_BASE_URL") ?? "https://rest.clicksend.com" }
}

function deliveryFromEnv(env: Readonly<Record<string, string | undefined>>, production: boolean): DeliverySettings {
  const defaults = defaultApiSettings.delivery
  return {
    inServer: flag(env.DELIVERER_IN_SERVER) ?? defaults.inServer,
    everyMs: count(env, "DELIVERY_POLL_SECONDS", defaults.everyMs / 1000) * 1000,
    backoff: {
      ...defaults.backoff,
      maxAttempts: count(env, "DELIVERY_MAX_ATTEMPTS", defaults.backoff.maxAttempts),
      baseDelayMs: count(env, "DELIVERY_RETRY_SECONDS", defaults.backoff.baseDelayMs / 1000) * 1000
    },
    smtp: smtpFromEnv(env),
    clickSend: production ? clickSendFromEnv(env) : null,
    webhookAllowedHosts: allowedHostsFromText(env.LEAD_WEBHOOK_ALLOWED_HOSTS, "LEAD_WEBHOOK_ALLOWED_HOSTS")
  }
}

/**
 * The settings of this process from its environment: `NODE_ENV=production` (the default of
 * `npm run serve`) turns on Secure cookies and turns off `/dev/outbox`; `NODE_ENV=development`
 * (`npm run dev`) and `test` accept requests without `Origin`; `ALLOW_REQUESTS_WITHOUT_ORIGIN`,
 * `DEV_OUTBOX` override those two; `CODE_SECRET` keys the sign-in code hashes;
 * `LEAD_LIMIT_PER_CLIENT` and `LEAD_LIMIT_PER_NETWORK` set how many lead POSTs a client and its
 * network (an IPv4 /24, an IPv6 /48) may make in 10 minutes (a dealership whose staff enter walk-in
 * leads from one office may need more than 100). Delivery:
 * `SMTP_URL` and `SMTP_FROM` (lead e-mail; without them leads wait in the outbox),
 * `CLICKSEND_USERNAME` and `CLICKSEND_API_KEY` (sign-in texts, production only),
 * `DELIVERY_POLL_SECONDS` (5), `DELIVERY_MAX_ATTEMPTS` (10), `DELIVERY_RETRY_SECONDS` (30, the
 * first retry's wait, doubling up to an hour), `DELIVERER_IN_SERVER=off` for separate workers,
 * `LEAD_WEBHOOK_ALLOWED_HOSTS` (comma-separated host names and addresses that tenants' webhooks
 * may reach though not public; empty by default).
 *
 * @example
 * apiSettingsFromEnv(process.env).production
 */
export function apiSettingsFromEnv(env: Readonly<Record<string, string | undefined>>): ApiSettings {
  const mode = env.NODE_ENV ?? "production"
  const production = mode === "production"
  const local = mode === "development" || mode === "test"
  return {
    ...defaultApiSettings,
    production,
    allowRequestsWithoutOrigin: flag(env.ALLOW_REQUESTS_WITHOUT_ORIGIN) ?? local,
    devOutbox: !production && (flag(env.DEV_OUTBOX) ?? true),
    codeSecret: env.CODE_SECRET || undefined,
    delivery: deliveryFromEnv(env, production),
    limits: {
      ...defaultApiSettings.limits,
      leadPerClient: {
        ...defaultApiSettings.limits.leadPerClient,
        limit: count(env, "LEAD_LIMIT_PER_CLIENT", defaultApiSettings.limits.leadPerClient.limit)
      },
      leadPerNetwork: {
        ...defaultApiSettings.limits.leadPerNetwork,
        limit: count(env, "LEAD_LIMIT_PER_NETWORK", defaultApiSettings.limits.leadPerNetwork.limit)
      }
    }
  }
}
