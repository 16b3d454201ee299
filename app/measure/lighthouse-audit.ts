import lighthouse from "lighthouse"
import { freePort } from "../e2e/app-server.ts"
import { launchBrowser } from "../e2e/browser.ts"

/** What Lighthouse says of one page (mobile preset, simulated slow 4G and mid-tier CPU). */
export interface LighthouseScores {
  readonly performance: number
  readonly accessibility: number
  readonly cumulativeLayoutShift: number
  readonly largestContentfulPaintMs: number
  readonly totalBlockingTimeMs: number
  /** The accessibility audits the page fails, by id. */
  readonly accessibilityFailures: ReadonlyArray<string>
}

/**
 * Runs Lighthouse's performance and accessibility categories on a page, in the machine's
 * Chromium, with Lighthouse's default (mobile) settings. Scores are 0-100.
 *
 * @example
 * const scores = await lighthouseScores("http://metro-motor-group.localhost:3000/search/used-cars")
 */
export async function lighthouseScores(url: string): Promise<LighthouseScores> {
  const port = await freePort()
  const browser = await launchBrowser([`--remote-debugging-port=${port}`])
  try {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"]
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { categories, audits } = result.lhr
    const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100)
    return {
      performance: score(categories["performance"]?.score),
      accessibility: score(categories["accessibility"]?.score),
      cumulativeLayoutShift: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
      largestContentfulPaintMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      totalBlockingTimeMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      accessibilityFailures: (categories["accessibility"]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id)
    }
  } finally {
    await browser.close()
  }
}
