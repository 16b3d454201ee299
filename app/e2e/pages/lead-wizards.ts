import type { Page } from "playwright-core"

/** Waits until React has taken over the page's form controls, so typing reaches the statechart. */
export async function formHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const controls = [...document.querySelectorAll("main form input, main form select, main form textarea")]
    return controls.length > 0 && controls.every((element) => Object.keys(element).some((key) => key.startsWith("__reactProps")))
  })
}
