import type { Page } from "playwright-core"

/** Runs in the page before its own scripts: keeps every layout shift it makes without input (as CLS counts them). */
function recordLayoutShifts() {
  const shifts: number[] = []
  Object.assign(window, { layoutShifts: shifts })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (!entry.hadRecentInput) shifts.push(entry.value)
    }
  }).observe({ type: "layout-shift", buffered: true })
}

/** From now on, every page the tab opens records its layout shifts (read them with `layoutShiftScore`). */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(recordLayoutShifts)
}

/** The sum of the layout shifts the current page made so far: 0 when nothing moved by itself. */
export function layoutShiftScore(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0))
}
