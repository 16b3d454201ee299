import { describe, expect, it } from "vitest"
import { httpExchange, type WireAnswer } from "../../app/test/http-exchange.ts"
import { siteUrl } from "../browser.ts"
import { serverPerFile } from "../server-per-file.ts"

// Signing in needs the development outbox's codes: this file runs its own server and database.
const server = serverPerFile("dealer_page_input")
const METRO = "metro-motor-group"
const HOST = `${METRO}.localhost`
let phones = 0

/** What a database error would put in a page: PostgreSQL's words for a NUL it cannot store. */
const DATABASE_TEXT = /invalid byte sequence|0x00|unsupported Unicode escape|PostgresError|SQLSTATE|\bpg_|null character/i

const send = (method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<WireAnswer> =>
  httpExchange({
    port: server.app.port,
    method,
    path,
    headers: { host: `${HOST}:${server.app.port}`, ...headers },
    ...(body === undefined ? {} : { body })
  })

const sameOrigin = () => ({ origin: `http://${HOST}:${server.app.port}`, "sec-fetch-site": "same-origin" })

/** The form token a page's forms post (`FormToken`). */
const formTokenOf = (html: string): string => {
  const token = /name="form_token" value="([^"]+)"/.exec(html)?.[1]
  expect(token).toMatch(/^[0-9a-f-]{36}$/)
  return token!
}

/** Signs a new phone in over the platform API, as the sign-in page's script does; answers the session cookie. */
async function signedInCookie(): Promise<string> {
  const phone = `04125${String(++phones).padStart(5, "0")}`
  const json = { ...sameOrigin(), "content-type": "application/json" }
  expect((await send("POST", "/api/auth/code", json, JSON.stringify({ phone }))).status).toBe(202)
  const outbox = JSON.parse((await send("GET", "/dev/outbox")).body.toString("utf8")) as {
    messages: Array<{ kind: string; payload: { to?: string; text?: string } }>
  }
  const sms = outbox.messages.find((message) => message.kind === "sms" && message.payload.to === phone)
  const code = /^(\d{6}) is your /.exec(sms?.payload.text ?? "")?.[1] ?? ""
  const verified = await send("POST", "/api/auth/verify", json, JSON.stringify({ phone, code }))
  expect(verified.status).toBe(200)
  const cookie = [verified.headers["set-cookie"] ?? []].flat().find((line) => line.startsWith("dealer_session="))
  expect(cookie).toBeDefined()
  return cookie!.split(";", 1)[0]!
}

/** Redirect values a crafted sign-in link may carry, and where a signed-in shopper then goes. */
const REDIRECTS: ReadonlyArray<{ readonly raw: string; readonly location: string }> = [
  { raw: "%2F%E8%BD%A6", location: "/%E8%BD%A6" },
  { raw: "%2Fsearch%3Fq%3D%F0%9F%9A%97%20ute", location: "/search?q=%F0%9F%9A%97%20ute" },
  { raw: "%2F%E8", location: "/%EF%BF%BD" },
  { raw: "%2F%25E8", location: "/" },
  { raw: "%2F%zz", location: "/" },
  { raw: "https%3A%2F%2Fevil.example%2F", location: "/" },
  { raw: "%2F%2Fevil.example", location: "/" },
  { raw: "%2F%5Cevil.example", location: "/" },
  { raw: "%2F%09%2Fevil.example", location: "/" },
  { raw: "%2F%00", location: "/" },
  { raw: "%2Fa%20b", location: "/a%20b" }
]

describe("a sign-in link's redirect", () => {
  it("opens the sign-in page for a signed-out visitor, whatever the redirect", async () => {
    for (const { raw } of REDIRECTS) {
      const answer = await send("GET", `/sign-in?type=watchlist&redirect=${raw}`)
      expect(answer.status, raw).toBe(200)
    }
  })

  it("sends a signed-in shopper to the same-site path, or home, never elsewhere and never a 500", async () => {
    const cookie = await signedInCookie()
    for (const { raw, location } of REDIRECTS) {
      const answer = await send("GET", `/sign-in?type=watchlist&redirect=${raw}`, { cookie })
      expect(answer.status, raw).toBe(302)
      expect(answer.headers.location, raw).toBe(location)
    }
  })

  it("takes a shopper who signs in from a Unicode link to that page, and from an external one home", async () => {
    for (const { raw, path } of [
      { raw: "%2F%E8%BD%A6", path: "/%E8%BD%A6" },
      { raw: "%2F%2Fevil.example", path: "/" }
    ]) {
      await server.inContext({}, async (page) => {
        const opened = await page.goto(siteUrl(METRO, server.app.port, `/sign-in?type=watchlist&redirect=${raw}`))
        expect(opened?.status()).toBe(200)
        const answers: number[] = []
        page.on("response", (response) => answers.push(response.status()))
        await server.signInHere(page, METRO, `04126${String(++phones).padStart(5, "0")}`)
        await page.waitForURL((url) => url.pathname === path)
        expect(new URL(page.url()).host).toBe(`${HOST}:${server.app.port}`)
        expect(answers.filter((status) => status >= 500)).toEqual([])
      })
    }
  })
})

describe("a NUL in a posted field", () => {
  const form = "name=Jo%00&email=jo%40example.com&phone=0412345678&message=Is%20it%00%20still%20there%3F"

  it("is dropped from a no-JavaScript contact form: the lead is stored without it, no database text shown", async () => {
    const contactPage = (await send("GET", "/contact")).body.toString("utf8")
    // The first location and dealership the form offers.
    const location = /name="location"[\s\S]*?<option value="(\d+)"/.exec(contactPage)?.[1]
    const dealership = /name="dealership_slug"[\s\S]*?<option value="([^"]+)"/.exec(contactPage)?.[1]
    expect(location).toBeDefined()
    for (const headers of [{ origin: sameOrigin().origin }, { "sec-fetch-site": "same-origin" }]) {
      const post = { ...headers, "content-type": "application/x-www-form-urlencoded" }
      // Two posts from two loads of the page (two form tokens): two leads.
      const token = formTokenOf((await send("GET", "/contact")).body.toString("utf8"))
      const fields = `${form}&location=${location}&dealership_slug=${dealership ?? ""}&form_token=${token}`
      const answer = await send("POST", "/contact", post, fields)
      expect(answer.status).toBe(303)
      expect(answer.status).toBeLessThan(500)
      expect(answer.body.toString("utf8")).not.toMatch(DATABASE_TEXT)
    }
    const leads = await server.db.query<{ payload: string }>(
      "SELECT payload::text AS payload FROM leads WHERE tenant_slug = $1 AND payload::text LIKE '%jo@example.com%'",
      [METRO]
    )
    expect(leads.length).toBe(2)
    for (const lead of leads) expect(lead.payload).toContain('"Jo"')
  })

  it("is refused by the platform API with a 400 naming the field", async () => {
    const body = JSON.stringify({
      userData: { name: "Jo\u0000", email: "jo@example.com", phone: "0412345678", message: "Hi" },
      category: "General Enquiry"
    })
    const answer = await send("POST", "/api/leads", { ...sameOrigin(), "content-type": "application/json" }, body)
    expect(answer.status).toBe(400)
    const text = answer.body.toString("utf8")
    expect(text).not.toMatch(DATABASE_TEXT)
    expect((JSON.parse(text) as { error: { fields: Array<{ path: string }> } }).error.fields.map((field) => field.path)).toContain("userData.name")
  })
})

describe("Cache-Control of pages", () => {
  const PAGES = ["/", "/search/new-used-and-demo-cars", "/watchlist", "/contact", "/sign-in?type=watchlist&redirect=%2F"]

  it("is private, no-store on every page rendered for a signed-in shopper, and on its client data", async () => {
    const cookie = await signedInCookie()
    for (const path of PAGES.slice(0, 4)) {
      const answer = await send("GET", path, { cookie })
      expect(answer.status, path).toBe(200)
      expect(answer.headers["cache-control"], path).toBe("private, no-store")
    }
    const data = await send("GET", "/search/new-used-and-demo-cars.data", { cookie })
    expect(data.headers["cache-control"]).toBe("private, no-store")
  })

  it("is unchanged for anonymous visitors and for a cookie that names no session", async () => {
    for (const cookie of [null, "dealer_session=made-up-token"]) {
      for (const path of PAGES) {
        const answer = await send("GET", path, cookie === null ? {} : { cookie })
        expect(answer.status, path).toBe(path === "/watchlist" ? 302 : 200)
        expect(answer.headers["cache-control"], `${path} ${cookie}`).toBeUndefined()
      }
    }
  })
})

describe("a lead form page kept by the one-second page cache", () => {
  it("names no visitor's browser, so the next visitor's lead cannot carry the first one's", async () => {
    const first = await send("GET", "/contact", { "user-agent": "FirstVisitor/1.0 (canary)" })
    const second = await send("GET", "/contact", { "user-agent": "SecondVisitor/2.0" })
    expect(first.status).toBe(200)
    for (const page of [first, second]) {
      const html = page.body.toString("utf8")
      expect(html).not.toContain("FirstVisitor/1.0")
      expect(html).not.toContain("SecondVisitor/2.0")
    }
  })
})

describe("a form posted twice without JavaScript (a double click, a resent post)", () => {
  const formPost = (cookie?: string) => ({
    ...sameOrigin(),
    "content-type": "application/x-www-form-urlencoded",
    ...(cookie ? { cookie } : {})
  })

  it("pays once, and each post answers with the one payment", async () => {
    const cookie = await signedInCookie()
    const token = formTokenOf((await send("GET", "/online-payment", { cookie })).body.toString("utf8"))
    const reference = `INV${Date.now() % 1_000_000}`
    const body = `form_token=${token}&reference=${reference}&amount=150.00`
    const both = await Promise.all([1, 2].map(() => send("POST", "/online-payment", formPost(cookie), body)))
    const again = await send("POST", "/online-payment", formPost(cookie), body)
    const answers = [...both, again]
    expect(answers.map((answer) => answer.status)).toEqual([302, 302, 302])
    expect(new Set(answers.map((answer) => answer.headers.location)).size).toBe(1)
    const payments = await server.db.query<{ count: number }>(
      "SELECT count(*)::integer AS count FROM online_payments WHERE tenant_slug = $1 AND invoice_reference = $2",
      [METRO, reference]
    )
    expect(payments[0]?.count).toBe(1)
    // The same payment from a new load of the page is a new payment.
    const next = formTokenOf((await send("GET", "/online-payment", { cookie })).body.toString("utf8"))
    expect(next).not.toBe(token)
  })

  it("stores one lead from a contact form sent twice", async () => {
    const page = (await send("GET", "/contact")).body.toString("utf8")
    const location = /name="location"[\s\S]*?<option value="(\d+)"/.exec(page)?.[1]
    const email = `twice-${Date.now()}@example.com`
    const dealership = /name="dealership_slug"[\s\S]*?<option value="([^"]+)"/.exec(page)?.[1] ?? ""
    const body = `name=Jo&email=${encodeURIComponent(email)}&phone=0412345678&message=Twice&location=${location}&dealership_slug=${dealership}&form_token=${formTokenOf(page)}`
    const answers = await Promise.all([1, 2].map(() => send("POST", "/contact", formPost(), body)))
    expect(answers.map((answer) => answer.status)).toEqual([303, 303])
    const leads = await server.db.query<{ count: number }>(
      "SELECT count(*)::integer AS count FROM leads WHERE tenant_slug = $1 AND payload::text LIKE $2",
      [METRO, `%${email}%`]
    )
    expect(leads[0]?.count).toBe(1)
  })
})

describe("a page form post that is no form", () => {
  it("is answered 400 with a page saying so, never a 500", async () => {
    const cookie = await signedInCookie()
    const broken = { ...sameOrigin(), cookie, "content-type": "multipart/form-data; boundary=x" }
    for (const path of ["/sign-in", "/online-payment", "/watchlist"]) {
      const answer = await send("POST", path, broken, "garbage")
      expect(answer.status, path).toBe(400)
      expect(answer.body.toString("utf8")).toContain("This form could not be read. Please reload the page and send it again.")
    }
  })
})

describe("a page address the server cannot read", () => {
  it("is answered 400 with a short text, and logged as one line without a stack or the path", async () => {
    for (const path of ["/%E0%A4%A", "/cars/%"]) {
      const answer = await send("GET", path)
      expect(answer.status, path).toBe(400)
      expect(answer.body.toString("utf8")).toMatch(/^This request could not be read/)
    }
    const log = server.app.output()
    expect(log).toContain("Client error 400: URIError")
    expect(log).not.toMatch(/at decode_param|%E0%A4%A|\/cars\/%/)
  })
})
