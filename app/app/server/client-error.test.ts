import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
// @ts-expect-error express ships no types in this project; the server uses it from plain JavaScript
import express from "express"
import { describe, expect, it } from "vitest"
import { CLIENT_ERROR_TEXT, clientErrorHandler, clientErrorStatus } from "../../client-error.js"

describe("client errors at the server's edge", () => {
  it("are the 4xx errors and broken percent-encoding; anything else is the server's", () => {
    expect(clientErrorStatus(new URIError("URI malformed"))).toBe(400)
    expect(clientErrorStatus(Object.assign(new Error("too large"), { status: 413 }))).toBe(413)
    expect(clientErrorStatus(Object.assign(new Error("bad"), { statusCode: 400 }))).toBe(400)
    expect(clientErrorStatus(new Error("database down"))).toBeNull()
    expect(clientErrorStatus(Object.assign(new Error("x"), { status: 503 }))).toBeNull()
  })

  it("answers a path with broken percent-encoding 400 with a clear text, logged as one line without a stack", async () => {
    const lines: string[] = []
    const app = express()
    app.get("/cars/:slug", (_request: unknown, response: { send: (text: string) => void }) => response.send("car"))
    app.use(clientErrorHandler((line) => lines.push(line)))
    const server = createServer(app).listen(0, "127.0.0.1")
    await new Promise((resolve) => server.once("listening", resolve))
    try {
      const { port } = server.address() as AddressInfo
      const answer = await fetch(`http://127.0.0.1:${port}/cars/%E0%A4%A`)
      expect(answer.status).toBe(400)
      expect(await answer.text()).toBe(CLIENT_ERROR_TEXT)
      expect(lines).toEqual(["Client error 400: URIError"])
    } finally {
      server.close()
    }
  })
})
