import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import type { Page } from "playwright-core"

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")

/** One rule a page breaks, with how bad axe says it is and how many elements break it. */
export interface AxeViolation {
  readonly id: string
  readonly impact: string
  readonly help: string
  readonly nodes: number
  readonly targets: ReadonlyArray<string>
}

/**
 * Runs axe-core (WCAG 2.1 A and AA rules and best practices) on the page as it is now.
 *
 * @example
 * const violations = await axeViolations(page)
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the debugging protocol, which the page's Content-Security-Policy does not govern.
  await page.evaluate(axeSource)
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe
    interface AxeResults {
      violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }>
    }
    const results = await axe.run(document, { resultTypes: ["violations"] })
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? "minor",
      help: violation.help,
      nodes: violation.nodes.length,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(" "))
    }))
  })
}

/** Violations axe rates serious or critical: the ones a page must not have. */
export const seriousViolations = (violations: ReadonlyArray<AxeViolation>) =>
  violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical")
