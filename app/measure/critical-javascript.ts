import { siteGet } from "./site-request.ts"

/** One script the page loads before it is interactive, with its gzip size on the wire. */
export interface CriticalScript {
  readonly path: string
  readonly gzipBytes: number
}

/** The script paths a page's HTML makes the browser load: module scripts, module preloads, the entry import. */
export function criticalScriptPaths(html: string): string[] {
  const paths = new Set<string>()
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) paths.add(match[1] as string)
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) paths.add(match[1] as string)
  for (const match of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) paths.add(match[1] as string)
  return [...paths]
}

/**
 * The JavaScript a server-rendered page needs before it is interactive: the module scripts and
 * module preloads its HTML names (React Router lists the entry, the route modules and their
 * imports there), each at its gzip size as the production server sends it. Anything imported
 * lazily later (the map, the 360 viewer) is not on this list.
 *
 * @example
 * const scripts = await criticalJavaScript(3000, "metro-motor-group.localhost", "/search/used-cars")
 */
export async function criticalJavaScript(port: number, host: string, path: string): Promise<CriticalScript[]> {
  const page = await siteGet(port, host, path)
  if (page.status !== 200) throw new Error(`${host}${path} answered ${page.status}`)
  return Promise.all(
    criticalScriptPaths(page.body.toString("utf8")).map(async (script) => {
      const answer = await siteGet(port, host, script, { gzip: true })
      if (answer.status !== 200) throw new Error(`${script} answered ${answer.status}`)
      return { path: script, gzipBytes: answer.body.length }
    })
  )
}
