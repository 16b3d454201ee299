import type { ServerResponse } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { countingServer, type CountingServer } from "../test/counting-server.ts"
import { fetchPublic, FetchRefused, type PublicFetchOptions, type ResolveHost } from "./public-address-fetch.server.ts"

// Public-looking addresses the test's resolver answers; sockets reach the local site for them.
const PUBLIC = "93.184.215.14"
const OTHER_PUBLIC = "2606:4700:4700::1111"

const JPEG = Buffer.from("jpeg bytes")
const MB = 1024 * 1024

/** Writes `total` bytes in 64 KB chunks, as fast as the client reads them. */
function streamBytes(response: ServerResponse, total: number): void {
  const chunk = Buffer.alloc(64 * 1024, 1)
  let sent = 0
  const write = (): void => {
    while (sent < total) {
      sent += chunk.length
      if (!response.write(chunk)) {
        response.once("drain", write)
        return
      }
    }
    response.end()
  }
  write()
}

describe("fetchPublic", () => {
  let canary: CountingServer
  let site: CountingServer
  let lookups: string[]
  let options: PublicFetchOptions

  beforeAll(async () => {
    canary = await countingServer((_, response) => response.end("internal secret"))
    site = await countingServer((request, response) => {
      const url = new URL(request.url ?? "/", "http://site")
      const hops = /^\/chain\/(\d+)$/.exec(url.pathname)?.[1]
      if (url.pathname === "/photo.jpg") response.writeHead(200, { "content-type": "image/jpeg" }).end(JPEG)
      else if (url.pathname === "/redirect") response.writeHead(302, { location: url.searchParams.get("to") ?? "/" }).end()
      else if (hops === "0") response.writeHead(200, { "content-type": "image/jpeg" }).end(JPEG)
      else if (hops !== undefined) response.writeHead(301, { location: `/chain/${Number(hops) - 1}` }).end()
      else if (url.pathname === "/large") streamBytes(response.writeHead(200, { "content-type": "image/jpeg" }), 4 * MB)
      else if (url.pathname === "/declared-large") response.writeHead(200, { "content-length": String(4 * MB) }).end()
      else if (url.pathname === "/silent") return
      else response.writeHead(404).end()
    })
  })
  afterAll(async () => {
    await canary.close()
    await site.close()
  })

  beforeAll(() => {
    const names: Record<string, ReadonlyArray<string>> = {
      "photos.example": [PUBLIC],
      "photos6.example": [OTHER_PUBLIC],
      "internal.example": ["10.0.0.5"],
      "metadata.example": ["169.254.169.254"],
      "mapped.example": ["::ffff:127.0.0.1"],
      "mixed.example": [PUBLIC, "127.0.0.1"]
    }
    lookups = []
    const resolve: ResolveHost = async (hostname) => {
      lookups.push(hostname)
      // A name that answers a public address once, then the loopback (DNS rebinding).
      if (hostname === "rebind.example") return [{ address: lookups.length === 1 ? PUBLIC : "127.0.0.1", family: 4 }]
      return (names[hostname] ?? []).map((address) => ({ address, family: address.includes(":") ? 6 : 4 }))
    }
    options = {
      timeoutMs: 2_000,
      maxBytes: MB,
      resolve,
      dial: (checked) => (checked === PUBLIC || checked === OTHER_PUBLIC ? "127.0.0.1" : checked)
    }
  })

  const refusal = (address: string, given = options) =>
    fetchPublic(address, given).then(
      () => "fetched",
      (error: unknown) => (error instanceof FetchRefused ? error.code : String(error))
    )

  it("fetches from a host whose name resolves to a public address", async () => {
    const answer = await fetchPublic(`http://photos.example:${site.port}/photo.jpg`, options)
    expect(answer).toEqual({ status: 200, contentType: "image/jpeg", body: JPEG })
    const six = await fetchPublic(`http://photos6.example:${site.port}/photo.jpg`, options)
    expect(six.body).toEqual(JPEG)
  })

  it("refuses loopback, private, link-local and metadata hosts without connecting", async () => {
    const port = canary.port
    const refused = [
      `http://127.0.0.1:${port}/x.jpg`,
      `http://127.1:${port}/x.jpg`,
      `http://2130706433:${port}/x.jpg`,
      `http://0x7f.0.0.1:${port}/x.jpg`,
      `http://[::1]:${port}/x.jpg`,
      `http://[::ffff:127.0.0.1]:${port}/x.jpg`,
      `http://localhost:${port}/x.jpg`,
      `http://LocalHost.:${port}/x.jpg`,
      `http://photos.localhost:${port}/x.jpg`,
      `http://0.0.0.0:${port}/x.jpg`,
      `http://169.254.169.254/latest/meta-data/`,
      `http://metadata.google.internal/computeMetadata/v1/`,
      `http://internal.example:${port}/x.jpg`,
      `https://internal.example:${port}/x.jpg`,
      `http://metadata.example:${port}/x.jpg`,
      `http://mapped.example:${port}/x.jpg`,
      `http://mixed.example:${port}/x.jpg`,
      `http://user:secret@127.0.0.1:${port}/x.jpg`
    ]
    for (const address of refused) expect([address, await refusal(address)]).toEqual([address, "not_public"])
    expect(canary.requests).toEqual([])
  })

  it("refuses the machine's own names with the system resolver too", async () => {
    const system = { timeoutMs: 2_000, maxBytes: MB }
    expect(await refusal(`http://localhost:${canary.port}/x.jpg`, system)).toBe("not_public")
    expect(await refusal(`http://127.0.0.1:${canary.port}/x.jpg`, system)).toBe("not_public")
    expect(canary.requests).toEqual([])
  })

  it("refuses every scheme but http and https", async () => {
    for (const address of ["file:///etc/passwd", "ftp://photos.example/x.jpg", "data:image/png;base64,AA==", "gopher://photos.example/"])
      expect(await refusal(address)).toBe("not_web")
  })

  it("checks every redirect hop: a public host cannot send the fetch inside", async () => {
    const targets = [
      `http://127.0.0.1:${canary.port}/x.jpg`,
      `http://[::ffff:7f00:1]:${canary.port}/x.jpg`,
      `http://localhost:${canary.port}/x.jpg`,
      `http://internal.example:${canary.port}/x.jpg`,
      "http://169.254.169.254/latest/meta-data/"
    ]
    const before = site.requests.length
    for (const to of targets) {
      const address = `http://photos.example:${site.port}/redirect?to=${encodeURIComponent(to)}`
      expect([to, await refusal(address)]).toEqual([to, "not_public"])
    }
    expect(await refusal(`http://photos.example:${site.port}/redirect?to=file%3A%2F%2F%2Fetc%2Fpasswd`)).toBe("not_web")
    expect(site.requests.length - before).toBe(targets.length + 1)
    expect(canary.requests).toEqual([])
  })

  it("checks the address each connection uses: a name that rebinds to the loopback is refused", async () => {
    lookups.length = 0
    const address = `http://rebind.example:${site.port}/redirect?to=${encodeURIComponent(`http://rebind.example:${canary.port}/x.jpg`)}`
    expect(await refusal(address)).toBe("not_public")
    expect(lookups).toEqual(["rebind.example", "rebind.example"])
    expect(canary.requests).toEqual([])
  })

  it("follows at most three redirects", async () => {
    const before = site.requests.length
    expect((await fetchPublic(`http://photos.example:${site.port}/chain/3`, options)).body).toEqual(JPEG)
    expect(await refusal(`http://photos.example:${site.port}/chain/4`)).toBe("too_many_redirects")
    expect(site.requests.slice(before)).toEqual([
      ...["/chain/3", "/chain/2", "/chain/1", "/chain/0"],
      ...["/chain/4", "/chain/3", "/chain/2", "/chain/1"]
    ])
  })

  it("cuts off a body past the cap while it streams, and one that declares it is too big", async () => {
    expect(await refusal(`http://photos.example:${site.port}/large`)).toBe("too_large")
    expect(await refusal(`http://photos.example:${site.port}/declared-large`)).toBe("too_large")
    const exact = await fetchPublic(`http://photos.example:${site.port}/photo.jpg`, { ...options, maxBytes: JPEG.length })
    expect(exact.body).toEqual(JPEG)
  })

  it("gives up when the whole fetch takes longer than its time", async () => {
    const error = await fetchPublic(`http://photos.example:${site.port}/silent`, { ...options, timeoutMs: 50 }).catch(
      (failure: unknown) => failure
    )
    expect(error).toMatchObject({ name: "AbortError" })
  })
})
