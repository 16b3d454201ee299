import type { OutgoingLead } from "@dealer/core"
import { createWebhookChannel, failureReason } from "@dealer/delivery"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { countingServer, type CountingServer } from "../test/counting-server.ts"
import { leadWebhookPost, type LeadWebhookGuard } from "./lead-webhook.server.ts"
import type { ResolveHost } from "./public-address-guard.server.ts"

// A public-looking address the test's resolver answers; sockets reach the local receiver for it.
const PUBLIC = "93.184.215.14"
const NAMES: Readonly<Record<string, ReadonlyArray<string>>> = {
  "crm.dealer.example": [PUBLIC],
  "crm.internal.example": ["10.0.0.5"],
  "metadata.example": ["169.254.169.254"],
  "mixed.example": [PUBLIC, "127.0.0.1"]
}
const resolve: ResolveHost = async (hostname) =>
  (NAMES[hostname.replace(/\.$/, "")] ?? []).map((address) => ({ address, family: address.includes(":") ? 6 : 4 }))
// Every checked address is dialled on the loopback: were a refused one let through, the receiver would count it.
const dial = (): string => "127.0.0.1"

const message: OutgoingLead = {
  messageId: "3f0c2b9e-8d1a-4e55-a0f4-7c1e2d9b6a01",
  tenantSlug: "acme",
  lead: {
    leadId: 7,
    locationId: null,
    dealershipId: null,
    subject: "New lead #7",
    xml: "<adf/>",
    text: "Lead #7",
    json: { id: 7 }
  }
}

describe("leadWebhookPost", () => {
  let receiver: CountingServer
  let receiver6: CountingServer
  beforeAll(async () => {
    const answer = (request: { url?: string | undefined }, response: import("node:http").ServerResponse) => {
      if (request.url === "/moved") response.writeHead(302, { location: "/leads" }).end()
      else if (request.url === "/silent") return
      else response.writeHead(204).end()
    }
    receiver = await countingServer(answer)
    receiver6 = await countingServer(answer, "::1")
  })
  afterAll(async () => {
    await receiver.close()
    await receiver6.close()
  })

  /** The stored reason of one delivery through the guard, or "sent". */
  const deliver = (url: string, guard: Partial<LeadWebhookGuard> = {}, timeoutMs = 2_000) =>
    createWebhookChannel({
      clock: () => new Date(),
      timeoutMs,
      post: leadWebhookPost({ allowedHosts: [], resolve, dial, ...guard })
    })
      .send(message, { url, secret: "whsec_test" })
      .then(
        () => "sent",
        (error: unknown) => failureReason("webhook", error)
      )

  it("refuses a webhook at a loopback, private, link-local or metadata host without connecting, naming it", async () => {
    const port = receiver.port
    const unlisted = "(LEAD_WEBHOOK_ALLOWED_HOSTS does not list it)"
    const refusals: Array<[string, string]> = [
      [`http://127.0.0.1:${port}/leads`, `webhook: address 127.0.0.1 is not public ${unlisted}`],
      [`https://127.0.0.1:${port}/leads`, `webhook: address 127.0.0.1 is not public ${unlisted}`],
      [`http://169.254.169.254/latest/meta-data/`, `webhook: address 169.254.169.254 is not public ${unlisted}`],
      [`http://[::1]:${receiver6.port}/leads`, `webhook: address ::1 is not public ${unlisted}`],
      [`http://[::ffff:127.0.0.1]:${port}/leads`, `webhook: address ::ffff:7f00:1 is not public ${unlisted}`],
      [`http://10.0.0.5:${port}/leads`, `webhook: address 10.0.0.5 is not public ${unlisted}`],
      [`http://localhost:${port}/leads`, `webhook: host localhost is not public ${unlisted}`],
      [
        `http://crm.internal.example:${port}/leads`,
        `webhook: host crm.internal.example resolves to 10.0.0.5, which is not public ${unlisted}`
      ],
      [
        `https://metadata.example/leads`,
        `webhook: host metadata.example resolves to 169.254.169.254, which is not public ${unlisted}`
      ],
      [
        `http://mixed.example:${port}/leads`,
        `webhook: host mixed.example resolves to 127.0.0.1, which is not public ${unlisted}`
      ],
      [`ftp://crm.dealer.example/leads`, "webhook: address scheme ftp: is not http(s)"]
    ]
    for (const [url, reason] of refusals) expect([url, await deliver(url)]).toEqual([url, reason])
    expect(receiver.requests).toEqual([])
    expect(receiver6.requests).toEqual([])
  })

  it("refuses them with the system resolver too", async () => {
    const system = { resolve: undefined, dial: undefined }
    expect(await deliver(`http://localhost:${receiver.port}/leads`, system)).toMatch(/^webhook: host localhost is not public/)
    expect(await deliver(`http://127.0.0.1:${receiver.port}/leads`, system)).toMatch(/^webhook: address 127.0.0.1 is not public/)
    expect(receiver.requests).toEqual([])
  })

  it("delivers to a public host, to the same receivers once the allow-list names them, and by an allowed address", async () => {
    expect(await deliver(`http://crm.dealer.example:${receiver.port}/leads`)).toBe("sent")
    const allowedHosts = ["127.0.0.1", "[::1]", "crm.internal.example"]
    expect(await deliver(`http://127.0.0.1:${receiver.port}/leads`, { allowedHosts })).toBe("sent")
    expect(await deliver(`http://[::1]:${receiver6.port}/leads`, { allowedHosts })).toBe("sent")
    expect(await deliver(`http://CRM.internal.example.:${receiver.port}/leads`, { allowedHosts })).toBe("sent")
    expect(await deliver(`http://crm.internal.example:${receiver.port}/leads`, { allowedHosts: ["10.0.0.5"] })).toBe("sent")
    // The allow-list lets through what it names, nothing else.
    expect(await deliver(`http://[::1]:${receiver6.port}/leads`, { allowedHosts: ["127.0.0.1"] })).toMatch(/is not public/)
    expect(receiver.requests).toEqual(["/leads", "/leads", "/leads", "/leads"])
    expect(receiver6.requests).toEqual(["/leads"])
  })

  it("does not follow a redirect, fails on it, and fails on the timeout and a closed port", async () => {
    const before = receiver.requests.length
    expect(await deliver(`http://crm.dealer.example:${receiver.port}/moved`)).toBe("webhook: HTTP 302")
    expect(receiver.requests.slice(before)).toEqual(["/moved"])
    expect(await deliver(`http://crm.dealer.example:${receiver.port}/silent`, {}, 100)).toBe("webhook: timeout")
    const gone = await countingServer(() => {})
    await gone.close()
    expect(await deliver(`http://127.0.0.1:${gone.port}/leads`, { allowedHosts: ["127.0.0.1"] })).toBe("webhook: ECONNREFUSED")
  })
})
