import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createClickSendSender, internationalNumber } from "./clicksend-sms.ts"
import { startHttpReceiver, type HttpReceiver } from "./http-receiver.ts"

const now = new Date(Date.UTC(2026, 2, 4, 9, 0))

describe("createClickSendSender", () => {
  let clicksend: HttpReceiver
  beforeAll(async () => {
    clicksend = await startHttpReceiver((request, response) => {
      const { messages } = JSON.parse(request.body) as { messages: Array<{ to: string }> }
      const status = messages[0]?.to === "+61400000000" ? "INVALID_RECIPIENT" : "SUCCESS"
      const code = request.headers.authorization === `Basic ${Buffer.from("dealer:key-123").toString("base64")}` ? 200 : 401
      response.writeHead(code, { "content-type": "application/json" })
      response.end(JSON.stringify({ http_code: code, response_code: "SUCCESS", data: { messages: [{ status }] } }))
    })
  })
  afterAll(() => clicksend.close())

  it("POSTs one message to /v3/sms/send with basic auth, the number in international form", async () => {
    const sms = createClickSendSender({ username: "dealer", apiKey: "key-123", baseUrl: `${clicksend.url}/` })
    await sms.send({ tenantSlug: "acme", to: "0412 345 678", text: "Your Acme code is 482913", now })

    const request = clicksend.requests.at(-1)
    expect(request?.method).toBe("POST")
    expect(request?.path).toBe("/v3/sms/send")
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from("dealer:key-123").toString("base64")}`)
    expect(request?.headers["content-type"]).toBe("application/json")
    expect(JSON.parse(request?.body ?? "")).toEqual({
      messages: [{ source: "dealer-platform", to: "+61412345678", body: "Your Acme code is 482913" }]
    })
  })

  it("fails on a refused login and on a message ClickSend did not accept", async () => {
    const wrongKey = createClickSendSender({ username: "dealer", apiKey: "old", baseUrl: clicksend.url })
    await expect(wrongKey.send({ tenantSlug: "acme", to: "0412345678", text: "x", now })).rejects.toThrow("HTTP 401")
    const sms = createClickSendSender({ username: "dealer", apiKey: "key-123", baseUrl: clicksend.url })
    await expect(sms.send({ tenantSlug: "acme", to: "0400000000", text: "x", now })).rejects.toThrow("status INVALID_RECIPIENT")
  })
})

describe("internationalNumber", () => {
  it.each([
    ["0412345678", "+61412345678"],
    ["0412 345 678", "+61412345678"],
    ["61412345678", "+61412345678"],
    ["+61412345678", "+61412345678"]
  ])("writes %s as %s", (national, international) => {
    expect(internationalNumber(national)).toBe(international)
  })
})
