import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { defaultTexts } from "@dealer/core"
import { createReadableStreamFromReadable } from "@react-router/node"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  API_BODY_LIMIT_BYTES,
  API_TOO_LARGE_TEXT,
  bodyLimitFor,
  bodyLimitMiddleware,
  isApiTarget,
  mayContinue,
  PAGE_BODY_LIMIT_BYTES,
  tooLargeAnswer
} from "../../body-limit.js"
import { httpExchange } from "../test/http-exchange.ts"
import { streamUpload } from "../test/streamed-upload.ts"
import { ApiError, apiErrorResponse } from "./api-error.server.ts"
import { apiMessages } from "./api-messages.server.ts"
import { BODY_LIMIT_BYTES } from "./request-body.server.ts"

const LINGER_BYTES = 256 * 1024

/**
 * The middleware in front of a handler that reads the body as React Router's Express adapter
 * does (a Fetch Request over `createReadableStreamFromReadable`), a turn later as the turn
 * admission starts it, and answers what it read.
 */
function bodyServer() {
  const limited = bodyLimitMiddleware({ lingerBytes: LINGER_BYTES })
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    limited(incoming, outgoing, () => {
      setImmediate(async () => {
        const body = createReadableStreamFromReadable(incoming)
        const text = await new Request("http://localhost/", { method: "POST", body, duplex: "half" } as RequestInit).text()
        outgoing.end(JSON.stringify({ length: text.length, text: text.slice(0, 40) }))
      })
    })
  })
  server.on("checkContinue", (incoming: IncomingMessage, outgoing: ServerResponse) => {
    if (mayContinue(incoming)) outgoing.writeContinue()
    server.emit("request", incoming, outgoing)
  })
  return server
}

const server = bodyServer()
let port = 0
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const echoed = (body: Buffer) => JSON.parse(body.toString("utf8")) as { length: number; text: string }
const afterTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

describe("body limits at the edge", () => {
  it("agree with the API's own check, its error shape and its default text", async () => {
    expect(API_BODY_LIMIT_BYTES).toBe(BODY_LIMIT_BYTES)
    expect(API_TOO_LARGE_TEXT).toBe(defaultTexts.apiTooLarge)
    const edge = tooLargeAnswer("/api/leads")
    const app = apiErrorResponse(new ApiError(413, "too_large", apiMessages.tooLarge))
    expect(JSON.parse(edge.body.toString("utf8"))).toEqual(await app.json())
    expect(edge.headers["content-type"]).toBe(app.headers.get("content-type"))
  })

  it("give the API's limit to API paths, however written, and the page limit to the rest", () => {
    for (const target of ["/api/leads", "/API/leads?x=1", "/api", "http://site.example/api/leads"]) {
      expect(isApiTarget(target), target).toBe(true)
      expect(bodyLimitFor(target), target).toBe(API_BODY_LIMIT_BYTES)
    }
    for (const target of ["/sign-in", "/apix", "/trade-in.data", "/?next=/api/leads", "http://site.example/sign-in"]) {
      expect(bodyLimitFor(target), target).toBe(PAGE_BODY_LIMIT_BYTES)
    }
  })

  it("pass a chunked body within the limit on whole, to a reader that starts turns later", async () => {
    const size = PAGE_BODY_LIMIT_BYTES
    const upload = streamUpload({ port, path: "/sign-in", chunk: Buffer.alloc(size / 16, "phone=0412&"), size, beforeWrite: afterTurn })
    const { status, body } = await upload.answer
    expect(status).toBe(200)
    expect(echoed(body)).toEqual({ length: size, text: "phone=0412&".repeat(4).slice(0, 40) })
  })

  it("pass an empty chunked body and a declared one on untouched", async () => {
    const empty = await streamUpload({ port, path: "/api/leads", chunk: Buffer.alloc(1), size: 0 }).answer
    expect(echoed(empty.body)).toEqual({ length: 0, text: "" })
    const declared = await httpExchange({ port, method: "POST", path: "/api/leads", body: "x".repeat(API_BODY_LIMIT_BYTES) })
    expect(echoed(declared.body).length).toBe(API_BODY_LIMIT_BYTES)
  })

  it("refuse a chunked API body the moment it passes 64 KB, with the API's JSON and Connection: close", async () => {
    const upload = streamUpload({ port, path: "/api/leads", chunk: Buffer.alloc(8 * 1024, "{"), size: 1024 * 1024, beforeWrite: afterTurn })
    const { status, headers, body, sentBeforeAnswer } = await upload.answer
    expect(status).toBe(413)
    expect(headers.connection).toBe("close")
    expect(JSON.parse(body.toString("utf8"))).toEqual({ error: { code: "too_large", message: API_TOO_LARGE_TEXT, fields: [] } })
    // The answer came while the client was still sending, long before its megabyte.
    expect(sentBeforeAnswer).toBeLessThan(1024 * 1024)
  })

  it("answer a client that writes its whole body regardless, rather than resetting it", async () => {
    // The 413 goes out after 64 KB; the rest, within what is dropped, is read to its end.
    const upload = streamUpload({ port, path: "/api/leads", chunk: Buffer.alloc(16 * 1024, "{"), size: LINGER_BYTES, keepSending: true })
    expect((await upload.answer).status).toBe(413)
    await upload.closed
    expect(upload.sent()).toBe(LINGER_BYTES)
  })

  it("drop a refused body only so far, then close the connection", async () => {
    const upload = streamUpload({ port, path: "/sign-in", chunk: Buffer.alloc(16 * 1024, "a"), size: Number.MAX_SAFE_INTEGER, keepSending: true })
    const { status, body } = await upload.answer
    expect(status).toBe(413)
    expect(body.toString("utf8")).toContain("The form sent is larger than 256 KB")
    await upload.closed
    // Closed by the server once it had dropped its share, while the client was still sending.
    expect(upload.sent()).toBeGreaterThan(PAGE_BODY_LIMIT_BYTES + LINGER_BYTES)
  })

  it("refuse a declared length over the limit before any of the body, without 100 Continue", async () => {
    const { status, continued, body } = await new Promise<{ status: number; continued: boolean; body: string }>((resolve, reject) => {
      let continued = false
      const outgoing = request({
        host: "127.0.0.1",
        port,
        path: "/sign-in",
        method: "POST",
        headers: { "content-length": String(600 * 1024 * 1024), expect: "100-continue" },
        agent: false
      })
      outgoing.on("continue", () => (continued = true))
      outgoing.on("response", (incoming) => {
        let text = ""
        incoming.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")))
        incoming.on("end", () => {
          resolve({ status: incoming.statusCode ?? 0, continued, body: text })
          outgoing.destroy()
        })
      })
      outgoing.on("error", reject)
      outgoing.flushHeaders()
    })
    expect(status).toBe(413)
    expect(continued).toBe(false)
    expect(body).toContain("The form sent is larger than 256 KB")
  })
})
