import { createHmac, timingSafeEqual } from "node:crypto"
import { afterAll, describe, expect, it } from "vitest"
import { DeliveryFailure, failureReason } from "./failure.ts"
import { startHttpReceiver, type HttpReceiver, type ReceivedRequest } from "./http-receiver.ts"
import { testLead } from "./test-lead.ts"
import { createWebhookChannel, type WebhookPost } from "./webhook-channel.ts"

const SECRET = "whsec_metro_test"
const NOW = new Date(Date.UTC(2026, 2, 4, 9, 30, 15))

/** A post that reaches any address: the receivers of these tests listen on the loopback. */
const anywhere: WebhookPost = async (url, { headers, body, signal }) => {
  const response = await fetch(url, { method: "POST", headers, body, redirect: "manual", signal })
  await response.body?.cancel()
  return response.status
}

// The deployment's address guard as a test double: names resolve through this table, and only
// hosts or addresses on the allow-list pass (every address these tests use is internal).
const NAMES: Readonly<Record<string, string>> = { "crm.internal.example": "10.0.0.5", "crm.loopback.example": "127.0.0.1" }
const guarded =
  (allowed: ReadonlyArray<string>): WebhookPost =>
  (url, request) => {
    const host = new URL(url).hostname.replace(/^\[(.*)\]$/, "$1")
    const address = NAMES[host] ?? host
    if (allowed.includes(host) || allowed.includes(address)) {
      const dialled = new URL(url)
      dialled.hostname = address
      return anywhere(dialled.href, request)
    }
    const reason = address === host ? `address ${host} is not public` : `host ${host} resolves to ${address}, which is not public`
    return Promise.reject(new DeliveryFailure(reason))
  }

/** What a dealer's receiver does: recompute the HMAC over "<timestamp>.<raw body>". */
function verified(request: ReceivedRequest, secret: string): boolean {
  const timestamp = String(request.headers["x-dealer-timestamp"])
  const signature = String(request.headers["x-dealer-signature"])
  const expected = `sha256=${createHmac("sha256", secret).update(`${timestamp}.${request.body}`).digest("hex")}`
  return signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
}

describe("createWebhookChannel", () => {
  const receivers: HttpReceiver[] = []
  afterAll(() => Promise.all(receivers.map((receiver) => receiver.close())))
  const receiver = async (status: number, delayMs = 0) => {
    const started = await startHttpReceiver((_, response) => {
      setTimeout(() => response.writeHead(status).end(), delayMs)
    })
    receivers.push(started)
    return started
  }

  it("POSTs the lead and its ADF document as JSON, signed over the timestamp and the body", async () => {
    const crm = await receiver(202)
    const lead = testLead(42)
    await createWebhookChannel({ clock: () => NOW, post: anywhere }).send(lead, { url: `${crm.url}/hooks/leads`, secret: SECRET })

    const [request] = crm.requests
    expect(request?.method).toBe("POST")
    expect(request?.path).toBe("/hooks/leads")
    expect(request?.headers["content-type"]).toBe("application/json")
    expect(request?.headers["x-dealer-message-id"]).toBe(lead.messageId)
    expect(request?.headers["x-dealer-timestamp"]).toBe(String(NOW.getTime() / 1000))
    expect(JSON.parse(request?.body ?? "")).toEqual({ lead: lead.lead.json, adf: lead.lead.xml })
    expect(verified(request as ReceivedRequest, SECRET)).toBe(true)
    expect(verified(request as ReceivedRequest, "another tenant's secret")).toBe(false)
    expect(verified({ ...(request as ReceivedRequest), body: (request?.body ?? "").replace("Jo", "Al") }, SECRET)).toBe(false)
  })

  it("fails on any answer but 2xx, naming only the status", async () => {
    const crm = await receiver(500)
    const error = await createWebhookChannel({ clock: () => NOW, post: anywhere })
      .send(testLead(), { url: crm.url, secret: SECRET })
      .catch((failure: unknown) => failure)
    expect(failureReason("webhook", error)).toBe("webhook: HTTP 500")
    const redirect = await receiver(302)
    await expect(
      createWebhookChannel({ clock: () => NOW, post: anywhere }).send(testLead(), { url: redirect.url, secret: SECRET })
    ).rejects.toThrow("HTTP 302")
  })

  it("fails when the receiver is down, and when it answers after the timeout", async () => {
    const gone = await startHttpReceiver((_, response) => response.end())
    await gone.close()
    const refused = await createWebhookChannel({ clock: () => NOW, post: anywhere })
      .send(testLead(), { url: `${gone.url}/leads`, secret: SECRET })
      .catch((failure: unknown) => failure)
    expect(failureReason("webhook", refused)).toBe("webhook: ECONNREFUSED")

    const slow = await receiver(200, 2_000)
    const late = await createWebhookChannel({ clock: () => NOW, post: anywhere, timeoutMs: 100 })
      .send(testLead(), { url: slow.url, secret: SECRET })
      .catch((failure: unknown) => failure)
    expect(failureReason("webhook", late)).toBe("webhook: timeout")
  })

  it("sends through the deployment's post only: a webhook its guard refuses never reaches the receiver", async () => {
    const crm = await receiver(204)
    const port = new URL(crm.url).port
    const refusals: Array<[string, string]> = [
      [`http://127.0.0.1:${port}/leads`, "webhook: address 127.0.0.1 is not public"],
      [`http://169.254.169.254/latest/meta-data/`, "webhook: address 169.254.169.254 is not public"],
      [`http://[::1]:${port}/leads`, "webhook: address ::1 is not public"],
      [
        `http://crm.internal.example:${port}/leads`,
        "webhook: host crm.internal.example resolves to 10.0.0.5, which is not public"
      ]
    ]
    const webhook = createWebhookChannel({ clock: () => NOW, post: guarded([]) })
    for (const [url, reason] of refusals) {
      const error = await webhook.send(testLead(), { url, secret: SECRET }).catch((failure: unknown) => failure)
      expect([url, failureReason("webhook", error)]).toEqual([url, reason])
    }
    expect(crm.requests).toEqual([])
  })

  it("delivers to the same receiver once the guard's allow-list names it", async () => {
    const crm = await receiver(204)
    const port = new URL(crm.url).port
    await createWebhookChannel({ clock: () => NOW, post: guarded(["127.0.0.1"]) }).send(testLead(1), {
      url: `http://127.0.0.1:${port}/leads`,
      secret: SECRET
    })
    await createWebhookChannel({ clock: () => NOW, post: guarded(["crm.loopback.example"]) }).send(testLead(2), {
      url: `http://crm.loopback.example:${port}/leads`,
      secret: SECRET
    })
    expect(crm.requests.map((request) => JSON.parse(request.body).lead.id)).toEqual([1, 2])
  })
})
