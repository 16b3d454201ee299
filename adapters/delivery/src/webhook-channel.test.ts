import { createHmac, timingSafeEqual } from "node:crypto"
import { afterAll, describe, expect, it } from "vitest"
import { failureReason } from "./failure.ts"
import { startHttpReceiver, type HttpReceiver, type ReceivedRequest } from "./http-receiver.ts"
import { testLead } from "./test-lead.ts"
import { createWebhookChannel } from "./webhook-channel.ts"

const SECRET = "whsec_metro_test"
const NOW = new Date(Date.UTC(2026, 2, 4, 9, 30, 15))

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
    await createWebhookChannel({ clock: () => NOW }).send(lead, { url: `${crm.url}/hooks/leads`, secret: SECRET })

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
    const error = await createWebhookChannel({ clock: () => NOW })
      .send(testLead(), { url: crm.url, secret: SECRET })
      .catch((failure: unknown) => failure)
    expect(failureReason("webhook", error)).toBe("webhook: HTTP 500")
    const redirect = await receiver(302)
    await expect(createWebhookChannel({ clock: () => NOW }).send(testLead(), { url: redirect.url, secret: SECRET })).rejects.toThrow(
      "HTTP 302"
    )
  })

  it("fails when the receiver is down, and when it answers after the timeout", async () => {
    const gone = await startHttpReceiver((_, response) => response.end())
    await gone.close()
    const refused = await createWebhookChannel({ clock: () => NOW })
      .send(testLead(), { url: `${gone.url}/leads`, secret: SECRET })
      .catch((failure: unknown) => failure)
    expect(failureReason("webhook", refused)).toBe("webhook: ECONNREFUSED")

    const slow = await receiver(200, 2_000)
    const late = await createWebhookChannel({ clock: () => NOW, timeoutMs: 100 })
      .send(testLead(), { url: slow.url, secret: SECRET })
      .catch((failure: unknown) => failure)
    expect(failureReason("webhook", late)).toBe("webhook: timeout")
  })
})
