import type { LeadChannel, Outbox, OutboxEntry, OutboxMessage } from "@dealer/core"
import type { EmailDestination, LeadDestinations, SmsSender } from "@dealer/core/platform"
import { failureReason } from "./failure.ts"
import type { SignedWebhook } from "./webhook-channel.ts"

/** The lead channels of a deliverer: e-mail and signed webhooks. */
export interface LeadChannels {
  readonly email: LeadChannel<EmailDestination>
  readonly webhook: LeadChannel<SignedWebhook>
  /** The channels of a lead of a tenant routed to a location; `null` for an unknown tenant. */
  readonly destinations: (tenantSlug: string, locationId: number | null) => LeadDestinations | null
  /** A webhook secret by the environment variable the settings name. */
  readonly secret: (name: string) => string | undefined
}

/** What one deliverer sends and how. */
export interface DelivererOptions {
  readonly outbox: Outbox
  readonly clock: () => Date
  /** Lead channels; `null` leaves leads in the outbox (no SMTP configured, say). */
  readonly leads: LeadChannels | null
  /** The SMS gateway; `null` leaves texts in the outbox (development's `/dev/outbox`). */
  readonly sms: SmsSender | null
  /** How long a sign-in text is worth sending; older unsent texts are erased and `dead`. */
  readonly textLifetimeMs: number
  /** Entries per claim (default 10). */
  readonly batchSize?: number | undefined
  /** How long a claim is the deliverer's own; must outlast a batch's sends (default 5 min). */
  readonly leaseMs?: number | undefined
  /** Where the deliverer reports failures (no personal data); default `console.warn`. */
  readonly log?: ((line: string) => void) | undefined
}

/** What one pass did. */
export interface PassReport {
  readonly claimed: number
  readonly sent: number
  readonly failed: number
  readonly dead: number
  /** Sign-in texts whose code expired before they were sent. */
  readonly expired: number
}

/** The kinds of entry a deliverer has channels for. */
export function deliverableKinds(options: Pick<DelivererOptions, "leads" | "sms">): Array<OutboxMessage["kind"]> {
  return [...(options.leads === null ? [] : (["adf"] as const)), ...(options.sms === null ? [] : (["sms"] as const))]
}

/** What sending an entry came to: the reasons it failed, and the channels it did reach. */
interface SendOutcome {
  readonly failures: ReadonlyArray<string>
  readonly reached: ReadonlyArray<string>
}

/** Sends one lead through each of its channels an earlier try has not reached yet. */
async function sendLead(entry: OutboxEntry & { kind: "adf" }, channels: LeadChannels): Promise<SendOutcome> {
  const destinations = channels.destinations(entry.tenantSlug, entry.payload.locationId)
  if (destinations === null) return { failures: ["unknown tenant"], reached: [] }
  if (destinations.email === null && destinations.webhook === null) {
    return { failures: ["no delivery destination"], reached: [] }
  }
  const message = { messageId: entry.messageId, tenantSlug: entry.tenantSlug, lead: entry.payload }
  const failures: string[] = []
  const reached: string[] = []
  const pending = (channel: string) => !entry.channelsSent.includes(channel)
  // Every channel is tried, so one channel's outage does not hold the other back; a retry
  // skips the ones already reached (a receiver still drops repeats by the message id).
  if (destinations.email !== null && pending("email")) {
    await channels.email.send(message, destinations.email).then(
      () => reached.push("email"),
      (error: unknown) => failures.push(failureReason("email", error))
    )
  }
  const webhook = destinations.webhook
  if (webhook !== null && pending("webhook")) {
    const secret = channels.secret(webhook.secret_env)
    if (secret === undefined || secret === "") failures.push(`webhook: secret ${webhook.secret_env} is not set`)
    else {
      await channels.webhook.send(message, { url: webhook.url, secret }).then(
        () => reached.push("webhook"),
        (error: unknown) => failures.push(failureReason("webhook", error))
      )
    }
  }
  return { failures, reached }
}

async function sendEntry(entry: OutboxEntry, options: DelivererOptions, now: Date): Promise<SendOutcome> {
  if (entry.kind === "adf") {
    return options.leads === null ? { failures: ["no lead channel"], reached: [] } : sendLead(entry, options.leads)
  }
  if (options.sms === null) return { failures: ["no SMS gateway"], reached: [] }
  try {
    await options.sms.send({ tenantSlug: entry.tenantSlug, to: entry.payload.to, text: entry.payload.text, now })
    return { failures: [], reached: ["sms"] }
  } catch (error) {
    return { failures: [failureReason("sms", error)], reached: [] }
  }
}

/**
 * One pass of the deliverer: erases sign-in texts that expired unsent, claims a batch of due
 * entries it has channels for (a lease: no other deliverer takes them meanwhile), sends each and
 * records it `sent`, or `failed` (tried again after the backoff) or `dead`. A deliverer that dies
 * mid-batch loses nothing: its lease runs out and another claims the entries again, with the same
 * message ids, by which receivers drop repeats.
 *
 * @example
 * const report = await deliverOnce({ outbox, clock, leads, sms: null, textLifetimeMs: 300_000 })
 */
export async function deliverOnce(options: DelivererOptions): Promise<PassReport> {
  const log = options.log ?? ((line: string) => console.warn(line))
  const started = options.clock()
  const expired = await options.outbox.expireTexts(new Date(started.getTime() - options.textLifetimeMs), started)
  const kinds = deliverableKinds(options)
  const batch = await options.outbox.claim({
    kinds,
    limit: options.batchSize ?? 10,
    now: started,
    leaseMs: options.leaseMs ?? 5 * 60_000
  })
  let sent = 0
  let failed = 0
  let dead = 0
  for (const entry of batch) {
    const { failures, reached } = await sendEntry(entry, options, options.clock())
    const now = options.clock()
    if (failures.length === 0) {
      if (await options.outbox.markSent(entry.id, now)) sent++
      continue
    }
    const reason = failures.join("; ")
    const state = await options.outbox.markFailed(entry.id, reason, now, reached)
    if (state === "failed") failed++
    if (state === "dead") {
      dead++
      log(`outbox ${entry.kind} ${entry.messageId} is dead after ${entry.attempts} attempts: ${reason}`)
    }
  }
  return { claimed: batch.length, sent, failed, dead, expired }
}

/** A running deliverer. */
export interface RunningDeliverer {
  /** Stops after the pass under way, if any. */
  readonly stop: () => Promise<void>
}

/**
 * Runs `deliverOnce` every `everyMs` (at once again after a full batch). The timer does not keep
 * the process alive; a failed pass (the database away) is logged and the next one tries again.
 *
 * @example
 * const deliverer = startDeliverer({ ...options, everyMs: 5_000 })
 * await deliverer.stop()
 */
export function startDeliverer(options: DelivererOptions & { readonly everyMs: number }): RunningDeliverer {
  const log = options.log ?? ((line: string) => console.warn(line))
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> = Promise.resolve()
  const schedule = (delayMs: number) => {
    if (stopped) return
    timer = setTimeout(() => {
      running = pass()
    }, delayMs)
    timer.unref()
  }
  const pass = async () => {
    let full = false
    try {
      const report = await deliverOnce(options)
      full = report.claimed >= (options.batchSize ?? 10)
    } catch (error) {
      log(`outbox delivery pass failed: ${failureReason("outbox", error)}`)
    }
    schedule(full ? 0 : options.everyMs)
  }
  schedule(0)
  return {
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await running
    }
  }
}
