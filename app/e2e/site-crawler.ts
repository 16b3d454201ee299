import { httpExchange } from "../app/test/http-exchange.ts"

/** A link that answered 404 or a server error, and the page that linked to it. */
export interface BrokenLink {
  readonly status: number
  readonly path: string
  readonly linkedFrom: string
}

export interface CrawlReport {
  readonly slug: string
  /** Every page and file fetched, in the order they were found. */
  readonly fetched: ReadonlyArray<string>
  readonly broken: ReadonlyArray<BrokenLink>
}

export interface CrawlLimits {
  /** At most this many addresses are fetched. */
  readonly maxPages: number
  /** Vehicle pages share one template: only this many are followed. */
  readonly maxVehiclePages: number
  /**
   * Deeper pages under one first segment and depth (`/search/{make}`, `/locations/{slug}`) share a
   * template too: only this many are followed.
   */
  readonly maxPerPattern: number
  /** One path with ever more query strings (search filters) is followed this many times. */
  readonly maxQueriesPerPath: number
  /** Requests in flight at once. */
  readonly concurrency: number
}

const VEHICLE_PAGE = /^\/cars\/(?!trade-in$)[^/]+$/
const NOT_FETCHED = /^(mailto|tel|sms|javascript|data):/i

/** The addresses an HTML page links to with `<a href>`, entities in them decoded. */
function linkedAddresses(html: string): ReadonlyArray<string> {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)].map((match) =>
    (match[1] ?? "").replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'")
  )
}

/**
 * Follows every link of one tenant's site on the server at `port`, breadth-first from the home
 * page, over plain HTTP with the tenant's Host header: the site's own pages and files only (other
 * hosts, `tel:` and `mailto:` are not fetched), redirects followed, within the limits. Reports
 * each answer of 404 or 5xx with the page that linked to it.
 *
 * @example
 * const { broken } = await crawlSite(3000, "coastal-kia", { maxPages: 150, maxVehiclePages: 2, maxPerPattern: 4, maxQueriesPerPath: 2, concurrency: 4 })
 */
export async function crawlSite(port: number, slug: string, limits: CrawlLimits): Promise<CrawlReport> {
  const host = `${slug}.localhost:${port}`
  const origin = `http://${host}`
  const found = new Map<string, string>([["/", "(start)"]])
  const queue: string[] = ["/"]
  const fetched: string[] = []
  const broken: BrokenLink[] = []
  const queriesByPath = new Map<string, number>()
  const pagesByPattern = new Map<string, number>()
  let vehiclePages = 0

  /** Queues an address the page at `from` leads to, unless it is elsewhere, known or over a limit. */
  const follow = (href: string, from: string) => {
    if (href === "" || href.startsWith("#") || NOT_FETCHED.test(href)) return
    let url: URL
    try {
      url = new URL(href, `${origin}${from}`)
    } catch {
      broken.push({ status: 0, path: href, linkedFrom: from })
      return
    }
    if (url.host !== host) return
    const address = `${url.pathname}${url.search}`
    if (found.has(address) || found.size >= limits.maxPages) return
    if (VEHICLE_PAGE.test(url.pathname)) {
      if (vehiclePages >= limits.maxVehiclePages) return
      vehiclePages += 1
    }
    const segments = url.pathname.split("/").filter(Boolean)
    if (segments.length > 1 && url.search === "") {
      const pattern = `${segments[0]}/${segments.length}`
      const seen = pagesByPattern.get(pattern) ?? 0
      if (seen >= limits.maxPerPattern) return
      pagesByPattern.set(pattern, seen + 1)
    }
    if (url.search !== "") {
      const seen = queriesByPath.get(url.pathname) ?? 0
      if (seen >= limits.maxQueriesPerPath) return
      queriesByPath.set(url.pathname, seen + 1)
    }
    found.set(address, from)
    queue.push(address)
  }

  const visit = async (address: string) => {
    const answer = await httpExchange({ port, path: address, headers: { host }, timeoutMs: 20_000 })
    fetched.push(address)
    if (answer.status === 404 || answer.status >= 500) {
      broken.push({ status: answer.status, path: address, linkedFrom: found.get(address) ?? "?" })
      return
    }
    const location = answer.headers.location
    if (answer.status >= 300 && answer.status < 400 && location) follow(location, address)
    if (!String(answer.headers["content-type"] ?? "").includes("text/html")) return
    for (const href of linkedAddresses(answer.body.toString("utf8"))) follow(href, address)
  }

  // Breadth-first: a few workers take the oldest address until none is left and none is in flight.
  let inFlight = 0
  await new Promise<void>((resolve, reject) => {
    const next = () => {
      while (inFlight < limits.concurrency && queue.length > 0) {
        const address = queue.shift() as string
        inFlight += 1
        visit(address)
          .then(() => {
            inFlight -= 1
            if (queue.length === 0 && inFlight === 0) resolve()
            else next()
          })
          .catch(reject)
      }
    }
    next()
  })
  return { slug, fetched, broken }
}
