import { spawn } from "node:child_process"
import { createHmac } from "node:crypto"
import { once } from "node:events"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import type { LeadMessage, Outbox } from "@dealer/core"
import { createEmailChannel, createWebhookChannel, deliverOnce, type DelivererOptions } from "@dealer/delivery"
import { tenantFixtures } from "@dealer/fixtures"
import { createOutbox, openDatabase, seedTenant, type Database } from "@dealer/postgres"
import { SMTPServer } from "smtp-server"
import { afterEach, describe, expect, it } from "vitest"
import { apiTargets } from "../test/api-databases.ts"
import { runDatabase } from "../test/run-postgres.ts"
import { apiSettingsFromEnv } from "./api-settings.server.ts"
import { leadDelivererParts } from "./lead-deliverer.server.ts"
import { leadWebhookPost } from "./lead-webhook.server.ts"

const SECRET = "whsec_test"
const T0 = new Date(Date.UTC(2026, 2, 4, 9, 0))
const MINUTE = 60_000
const minutes = (count: number) => new Date(T0.getTime() + count * MINUTE)

const LOOPBACK_ALLOWED = leadWebhookPost({ allowedHosts: ["127.0.0.1"] })

const lead = (leadId: number): LeadMessage => ({
  leadId,
  locationId: null,
  dealershipId: null,
  subject: `New lead #${leadId}`,
  xml: `<adf><prospect><id>${leadId}</id></prospect></adf>`,
  text: `Lead #${leadId}`,
  json: { id: leadId }
})

/** A dealer's webhook receiver on a fixed port that can go down and come back. */
class Receiver {
  readonly received: string[] = []
  readonly forged: string[] = []
  private server: Server | null = null
  port = 0
  constructor(private readonly delayMs = 0) {}
  async up(): Promise<void> {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on("data", (chunk: Buffer) => chunks.push(chunk))
      request.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8")
        const id = String(request.headers["x-dealer-message-id"])
        const signed = `${String(request.headers["x-dealer-timestamp"])}.${body}`
        const expected = `sha256=${createHmac("sha256", SECRET).update(signed).digest("hex")}`
        ;(request.headers["x-dealer-signature"] === expected ? this.received : this.forged).push(id)
        setTimeout(() => response.writeHead(204).end(), this.delayMs)
      })
    })
    server.listen(this.port, "127.0.0.1")
    await once(server, "listening")
    this.port = (server.address() as AddressInfo).port
    this.server = server
  }
  async down(): Promise<void> {
    const server = this.server
    this.server = null
    if (server === null) return
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
}

function deliverer(outbox: Outbox, receiver: Receiver, clock: { now: Date }): DelivererOptions {
  return {
    outbox,
    clock: () => clock.now,
    leads: {
      email: { send: () => Promise.reject(new Error("no e-mail in this test")) },
      // The receivers listen on the loopback, which only the allow-list lets a webhook reach.
      webhook: createWebhookChannel({ clock: () => clock.now, post: LOOPBACK_ALLOWED, timeoutMs: 5_000 }),
      destinations: () => ({ email: null, webhook: { url: `http://127.0.0.1:${receiver.port}/leads`, secret_env: "S" } }),
      secret: () => SECRET
    },
    sms: null,
    textLifetimeMs: 5 * MINUTE,
    batchSize: 10,
    leaseMs: MINUTE / 2,
    log: () => {}
  }
}

const open: Array<{ close: () => Promise<void> }> = []
afterEach(async () => {
  await Promise.all(open.splice(0).map((item) => item.close().catch(() => {})))
})

describe.each(apiTargets())("the deliverer over $name", (target) => {
  const database = async () => {
    const db = await target.open()
    open.push(db)
    return db
  }
  const receiverOf = async (delayMs = 0) => {
    const receiver = new Receiver(delayMs)
    await receiver.up()
    open.push({ close: () => receiver.down() })
    return receiver
  }

  it("retries only the channel that failed: the e-mail that went through is not sent again", async () => {
    const db = await database()
    const outbox = createOutbox(db, { backoff: { maxAttempts: 5, baseDelayMs: MINUTE, maxDelayMs: 10 * MINUTE } })
    const entry = await outbox.enqueue("acme", { kind: "adf", payload: lead(7) }, T0)
    const receiver = await receiverOf()
    await receiver.down()
    const mailed: string[] = []
    const clock = { now: T0 }
    const options = deliverer(outbox, receiver, clock)
    const both: DelivererOptions = {
      ...options,
      leads: options.leads && {
        ...options.leads,
        email: { send: async (message) => void mailed.push(message.messageId) },
        destinations: () => ({
          email: { to: ["leads@acme.example"] },
          webhook: { url: `http://127.0.0.1:${receiver.port}/leads`, secret_env: "S" }
        })
      }
    }
    expect(await deliverOnce(both)).toMatchObject({ claimed: 1, failed: 1 })
    expect((await outbox.leadDeliveries("acme", 7))[0]).toMatchObject({ state: "failed", channelsSent: ["email"] })
    await receiver.up()
    clock.now = minutes(1)
    expect(await deliverOnce(both)).toMatchObject({ claimed: 1, sent: 1 })
    expect(mailed).toEqual([entry.messageId])
    expect(receiver.received).toEqual([entry.messageId])
  })

  it("keeps trying a receiver that is down, with backoff, and delivers every lead once when it is back", async () => {
    const db = await database()
    const outbox = createOutbox(db, { backoff: { maxAttempts: 5, baseDelayMs: MINUTE, maxDelayMs: 10 * MINUTE } })
    const entries = await Promise.all([1, 2, 3].map((id) => outbox.enqueue("acme", { kind: "adf", payload: lead(id) }, T0)))
    const receiver = await receiverOf()
    await receiver.down()
    const clock = { now: T0 }
    const pass = () => deliverOnce(deliverer(outbox, receiver, clock))

    expect(await pass()).toMatchObject({ claimed: 3, failed: 3 })
    expect((await outbox.leadDeliveries("acme", 1))[0]).toMatchObject({ state: "failed", lastError: "webhook: ECONNREFUSED" })
    clock.now = minutes(0.5)
    expect(await pass()).toMatchObject({ claimed: 0 })
    clock.now = minutes(1)
    expect(await pass()).toMatchObject({ claimed: 3, failed: 3 })
    clock.now = minutes(2.5)
    expect(await pass()).toMatchObject({ claimed: 0 }) // the second retry waits 2 minutes

    await receiver.up()
    clock.now = minutes(3)
    expect(await pass()).toMatchObject({ claimed: 3, sent: 3 })
    clock.now = minutes(60)
    expect(await pass()).toMatchObject({ claimed: 0 })

    expect(receiver.forged).toEqual([])
    expect([...receiver.received].sort()).toEqual(entries.map((entry) => entry.messageId).sort())
    for (const id of [1, 2, 3]) {
      expect(await outbox.leadDeliveries("acme", id)).toMatchObject([{ state: "sent", attempts: 3, sentAt: minutes(3) }])
    }
  })

  it("gives up on a lead after the configured attempts: it is dead and never tried again", async () => {
    const db = await database()
    const outbox = createOutbox(db, { backoff: { maxAttempts: 3, baseDelayMs: MINUTE, maxDelayMs: 10 * MINUTE } })
    await outbox.enqueue("acme", { kind: "adf", payload: lead(7) }, T0)
    const receiver = await receiverOf()
    await receiver.down()
    const clock = { now: T0 }
    const reports = []
    for (let minute = 0; minute <= 60; minute += 15) {
      clock.now = minutes(minute)
      reports.push(await deliverOnce(deliverer(outbox, receiver, clock)))
    }
    expect(reports.map((report) => [report.claimed, report.failed, report.dead])).toEqual([
      [1, 1, 0],
      [1, 1, 0],
      [1, 0, 1],
      [0, 0, 0],
      [0, 0, 0]
    ])
    expect(await outbox.leadDeliveries("acme", 7)).toMatchObject([
      { state: "dead", attempts: 3, lastError: "webhook: ECONNREFUSED" }
    ])
    expect(receiver.received).toEqual([])
  })

  it("refuses tenant webhooks at the loopback unless LEAD_WEBHOOK_ALLOWED_HOSTS names them, then delivers", async () => {
    const db = await database()
    const receiver = await receiverOf()
    const urls: Record<string, string> = {
      "loopback-v4": `http://127.0.0.1:${receiver.port}/leads`,
      "loopback-mapped": `http://[::ffff:127.0.0.1]:${receiver.port}/leads`,
      "loopback-name": `http://localhost:${receiver.port}/leads`
    }
    const tenants = new Map(
      Object.entries(urls).map(([slug, url]) => [
        slug,
        { lead_delivery: { email: null, webhook: { url, secret_env: "S" }, locations: {} } }
      ])
    )
    const slugs = Object.keys(urls)
    const clock = { now: T0 }
    // The platform's own deliverer, from the environment as the server reads it.
    const pass = async (env: Record<string, string>) => {
      const settings = apiSettingsFromEnv({
        NODE_ENV: "test",
        SMTP_URL: "smtp://127.0.0.1:9",
        SMTP_FROM: "leads@platform.example",
        ...env
      })
      const parts = leadDelivererParts({ db, settings, tenants, clock: () => clock.now, env: { S: SECRET } })
      try {
        return await deliverOnce(parts.options)
      } finally {
        parts.close()
      }
    }
    const outbox = createOutbox(db)
    for (const slug of slugs) await outbox.enqueue(slug, { kind: "adf", payload: lead(1) }, T0)

    expect(await pass({})).toMatchObject({ claimed: 3, failed: 3 })
    expect(await Promise.all(slugs.map(async (slug) => (await outbox.leadDeliveries(slug, 1))[0]?.lastError))).toEqual([
      "webhook: address 127.0.0.1 is not public (LEAD_WEBHOOK_ALLOWED_HOSTS does not list it)",
      "webhook: address ::ffff:7f00:1 is not public (LEAD_WEBHOOK_ALLOWED_HOSTS does not list it)",
      "webhook: host localhost is not public (LEAD_WEBHOOK_ALLOWED_HOSTS does not list it)"
    ])
    expect(receiver.received).toEqual([])

    clock.now = minutes(1)
    expect(await pass({ LEAD_WEBHOOK_ALLOWED_HOSTS: " 127.0.0.1 , LOCALHOST" })).toMatchObject({ claimed: 3, sent: 3 })
    expect(receiver.received).toHaveLength(3)
    expect(receiver.forged).toEqual([])
  })

  it("never lets two deliverers passing at once send the same lead", async () => {
    const first = await database()
    const second = target.reopen === null ? first : await target.reopen()
    if (second !== first) open.push(second)
    const entries = []
    for (let id = 1; id <= 24; id++) entries.push(await createOutbox(first).enqueue("acme", { kind: "adf", payload: lead(id) }, T0))
    const receiver = await receiverOf(5)
    const clock = { now: minutes(1) }
    for (let round = 0; round < 4; round++) {
      await Promise.all([first, second].map((db) => deliverOnce({ ...deliverer(createOutbox(db), receiver, clock), batchSize: 4 })))
    }
    expect(receiver.received).toHaveLength(24)
    expect(new Set(receiver.received)).toEqual(new Set(entries.map((entry) => entry.messageId)))
  })
})

describe("a deliverer killed mid-batch", () => {
  it("loses no lead: another claims the batch once the lease runs out, with the same message ids", async () => {
    const url = await runDatabase(`deliverer_killed_${process.pid}`)
    const db: Database = await openDatabase({ url })
    open.push(db)
    const coastal = tenantFixtures().find((config) => config.slug === "coastal-kia")
    if (coastal === undefined) throw new Error("coastal-kia fixture missing")
    await seedTenant(db, coastal, () => [])
    const outbox = createOutbox(db)
    const now = new Date()
    const entries = []
    for (let id = 1; id <= 6; id++) entries.push(await outbox.enqueue("coastal-kia", { kind: "adf", payload: lead(id) }, now))

    // A slow mail server: holds each message until told to accept it.
    const arrived: string[] = []
    const held: Array<() => void> = []
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = []
        stream.on("data", (chunk: Buffer) => chunks.push(chunk))
        stream.on("end", () => {
          const messageId = /^Message-ID: <([^@>]+)@/im.exec(Buffer.concat(chunks).toString("utf8"))?.[1] ?? "?"
          held.push(() => {
            arrived.push(messageId)
            callback()
          })
        })
      }
    })
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve))
    open.push({ close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) })
    const smtpPort = (smtp.server.address() as AddressInfo).port
    const smtpUrl = `smtp://127.0.0.1:${smtpPort}`

    const root = path.resolve(import.meta.dirname, "../../..")
    const child = spawn(process.execPath, ["--import", "tsx", "app/deliver.ts"], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: url,
        SMTP_URL: smtpUrl,
        SMTP_FROM: "leads@platform.example",
        DELIVERY_POLL_SECONDS: "1"
      },
      stdio: "ignore"
    })
    const exited = once(child, "exit")
    try {
      // The child sends the first message, which the server accepts, then the second, which it holds.
      await until(() => held.length >= 1)
      held.shift()?.()
      await until(() => held.length >= 1)
      child.kill("SIGKILL")
      await exited
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
    }
    for (const release of held.splice(0)) release()
    expect(arrived.length).toBeGreaterThanOrEqual(1)

    // After the child's 5-minute lease, a deliverer of this process finishes the batch.
    const email = createEmailChannel({ url: smtpUrl, from: "leads@platform.example", messageIdHost: "platform.example" })
    const release = setInterval(() => held.splice(0).forEach((accept) => accept()), 5)
    try {
      const clock = () => new Date(now.getTime() + 6 * MINUTE)
      for (let pass = 0; pass < 3; pass++) {
        await deliverOnce({
          outbox,
          clock,
          leads: {
            email,
            webhook: createWebhookChannel({ clock, post: LOOPBACK_ALLOWED }),
            destinations: () => ({ email: { to: ["leads@coastal-kia.example"] }, webhook: null }),
            secret: () => undefined
          },
          sms: null,
          textLifetimeMs: 5 * MINUTE,
          log: () => {}
        })
      }
    } finally {
      clearInterval(release)
      email.close()
    }

    const ids = entries.map((entry) => entry.messageId)
    expect(new Set(arrived)).toEqual(new Set(ids))
    for (const messageId of arrived) expect(ids).toContain(messageId)
    for (const entry of await outbox.list({ tenantSlug: "coastal-kia", limit: 10 })) expect(entry.state).toBe("sent")
  })
})

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const started = Date.now()
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting for the deliverer")
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
