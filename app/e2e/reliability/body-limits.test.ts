import { request } from "node:http"
import { defaultTexts } from "@dealer/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { API_BODY_LIMIT_BYTES, PAGE_BODY_LIMIT_BYTES } from "../../body-limit.js"
import { httpExchange } from "../../app/test/http-exchange.ts"
import { runDatabase } from "../../app/test/run-postgres.ts"
import { streamUpload } from "../../app/test/streamed-upload.ts"
import { siteGet } from "../../measure/site-request.ts"
import { startApp, type RunningApp } from "../app-server.ts"

// One server for the file, as `npm start` runs it, on its own database of the run's PostgreSQL.
let app: RunningApp
beforeAll(async () => {
  app = await startApp({ NODE_ENV: "production", DATABASE_URL: await runDatabase("dealer_body_limits") })
})
afterAll(async () => {
  await app?.stop()
})

const MB = 1024 * 1024
const HOST = "metro-motor-group.localhost"
const CHUNK = 16 * 1024
/** What a paced client may have sent past the limit before the refusal reaches it: four chunks. */
const MARGIN = 4 * CHUNK

const sameSite = (contentType: string) => ({
  host: `${HOST}:${app.port}`,
  origin: `http://${HOST}:${app.port}`,
  "sec-fetch-site": "same-origin",
  "content-type": contentType
})
const FORM = "application/x-www-form-urlencoded"
const JSON_TYPE = "application/json"
const afterTurn = () => new Promise<boolean>((resolve) => setImmediate(() => resolve(true)))

/** Waits, checking every millisecond timer, until `done` holds or `checks` have been made. */
async function waitFor(done: () => boolean, checks: number): Promise<void> {
  for (let check = 0; check < checks && !done(); check += 1) await new Promise((resolve) => setTimeout(resolve, 1))
}

/** A POST declaring `length` bytes that sends none of them, asking first (Expect: 100-continue). */
function declaredPost(path: string, length: number, contentType: string) {
  return new Promise<{ status: number; continued: boolean; type: string; body: string }>((resolve, reject) => {
    let continued = false
    const outgoing = request({
      host: "127.0.0.1",
      port: app.port,
      path,
      method: "POST",
      headers: { ...sameSite(contentType), "content-length": String(length), expect: "100-continue" },
      agent: false,
      // A server waiting for the body never answers.
      timeout: 10_000
    })
    outgoing.on("continue", () => (continued = true))
    outgoing.on("response", (incoming) => {
      let body = ""
      incoming.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")))
      incoming.on("end", () => {
        resolve({ status: incoming.statusCode ?? 0, continued, type: String(incoming.headers["content-type"]), body })
        outgoing.destroy()
      })
    })
    outgoing.on("timeout", () => outgoing.destroy(new Error("no answer")))
    outgoing.on("error", reject)
    outgoing.flushHeaders()
  })
}

describe("request bodies limited at the server's edge", () => {
  it("refuse a 40 MB chunked page post once it passes the page limit, with a 413 the client reads, while other pages are served", async () => {
    let pageWhileUploading: { status: number; uploadAnswered: boolean } | null = null
    const upload = streamUpload({
      port: app.port,
      path: "/sign-in",
      headers: sameSite(FORM),
      chunk: Buffer.alloc(CHUNK, "a=b&"),
      size: 40 * MB,
      beforeWrite: async (sent) => {
        // Half way to the limit, with the upload open, another shopper opens a page.
        if (sent === PAGE_BODY_LIMIT_BYTES / 2) {
          const page = await siteGet(app.port, HOST, "/search/new-used-and-demo-cars")
          pageWhileUploading = { status: page.status, uploadAnswered: upload.answered() }
        }
        if (sent <= PAGE_BODY_LIMIT_BYTES) return afterTurn()
        // Past the limit a chunk at a time, each given a while to be refused; a server still
        // reading past the margin gets the end of the body instead.
        await waitFor(upload.answered, 2_000)
        return sent < PAGE_BODY_LIMIT_BYTES + MARGIN
      }
    })
    const { status, headers, body, sentBeforeAnswer } = await upload.answer
    expect(status).toBe(413)
    expect(headers.connection).toBe("close")
    expect(body.toString("utf8")).toContain(`The form sent is larger than ${PAGE_BODY_LIMIT_BYTES / 1024} KB`)
    expect(sentBeforeAnswer).toBeGreaterThan(PAGE_BODY_LIMIT_BYTES)
    expect(sentBeforeAnswer).toBeLessThanOrEqual(PAGE_BODY_LIMIT_BYTES + MARGIN)
    expect(pageWhileUploading).toEqual({ status: 200, uploadAnswered: false })
  })

  it("refuse a chunked API body over 64 KB with the API's JSON error, not a connection reset", async () => {
    // A client that writes its whole megabyte whatever the server answers meanwhile.
    const upload = streamUpload({ port: app.port, path: "/api/leads", headers: sameSite(JSON_TYPE), chunk: Buffer.alloc(CHUNK, "{"), size: MB, keepSending: true })
    const { status, headers, body, sentBeforeAnswer } = await upload.answer
    expect(status).toBe(413)
    expect(headers["content-type"]).toMatch(/^application\/json/)
    expect(JSON.parse(body.toString("utf8"))).toEqual({ error: { code: "too_large", message: defaultTexts.apiTooLarge, fields: [] } })
    expect(sentBeforeAnswer).toBeGreaterThan(API_BODY_LIMIT_BYTES)
  })

  it("refuse a declared 600 MB body at once, without asking for it", async () => {
    const page = await declaredPost("/sign-in", 600 * MB, FORM)
    expect(page).toMatchObject({ status: 413, continued: false, type: "text/plain; charset=utf-8" })
    const api = await declaredPost("/api/leads", 600 * MB, JSON_TYPE)
    expect(api).toMatchObject({ status: 413, continued: false, type: "application/json" })
    expect(JSON.parse(api.body)).toMatchObject({ error: { code: "too_large" } })
  })

  it("still take genuine bodies, chunked or declared: a sign-in form post, with and without script, and an API call", async () => {
    const form = streamUpload({ port: app.port, path: "/sign-in", headers: sameSite(FORM), chunk: Buffer.from("phone=0412000001"), size: 16 })
    const signIn = await form.answer
    expect(signIn.status).toBe(200)
    expect(signIn.body.toString("utf8")).toContain('name="code"')
    // The same form submitted by React Router's script: its data request.
    const script = await httpExchange({ port: app.port, method: "POST", path: "/sign-in.data", headers: sameSite(FORM), body: "phone=0412000004" })
    expect(script.status).toBe(200)
    expect(script.body.toString("utf8")).toContain("0412000004")
    const chunked = streamUpload({ port: app.port, path: "/api/auth/code", headers: sameSite(JSON_TYPE), chunk: Buffer.from('{"phone":"0412000002"}'), size: 22 })
    expect((await chunked.answer).status).toBe(202)
    const declared = await httpExchange({
      port: app.port,
      method: "POST",
      path: "/api/auth/code",
      headers: sameSite(JSON_TYPE),
      body: JSON.stringify({ phone: "0412000003" })
    })
    expect(declared.status).toBe(202)
  })
})
