import type { Page } from "playwright-core"
import { describe, expect, inject, it } from "vitest"
import { axeViolations, seriousViolations } from "../measure/axe-audit.ts"
import { browserPerFile, siteUrl } from "./browser.ts"
import { ModelPage } from "./pages/models.ts"

const port = inject("appPort")
let page: Page
const browser = browserPerFile((fresh) => ({ page } = fresh))

async function open(tenant: string, path: string, target: Page = page): Promise<ModelPage> {
  await target.goto(siteUrl(tenant, port, path), { waitUntil: "domcontentloaded" })
  return new ModelPage(target)
}

async function openLive(tenant: string, path: string): Promise<ModelPage> {
  const model = await open(tenant, path)
  await model.hydrated()
  return model
}

describe.each([
  {
    tenant: "coastal-kia",
    released: { path: "/models/tasman", name: "Tasman" },
    comingSoon: { path: "/models/ev5", name: "EV5" },
    variants: ["S", "X-Line"],
    colours: ["Clear White Single Cab", "Steel Grey Single Cab", "Aurora Black Single Cab"],
    colourCount: 18,
    lastColour: "Adventure Red Dual Cab",
    secondVariantFirstColour: "Clear White",
    image: (name: string) => encodeURIComponent(name.replace(/ (Single|King|Dual) Cab$/, ""))
  },
  {
    tenant: "harbour-nissan",
    released: { path: "/models/x-trail", name: "X-Trail" },
    comingSoon: { path: "/models/ariya", name: "Ariya" },
    variants: ["ST", "ST-L", "Ti"],
    colours: ["Ivory Pearl", "Gun Metallic", "Diamond Black"],
    colourCount: 5,
    lastColour: "Caspian Blue",
    secondVariantFirstColour: "Ivory Pearl",
    image: (name: string) => encodeURIComponent(name)
  }
])("the model pages of $tenant", (site) => {
  it("shows the first variant and its first colour by default, and changes colour and image on a click", async () => {
    const model = await openLive(site.tenant, site.released.path)
    expect(await model.name.textContent()).toBe(site.released.name)
    expect(await model.variantTabs.allTextContents()).toEqual(site.variants)
    expect(await model.selectedVariantTab.textContent()).toBe(site.variants[0])
    expect(await model.colourName.textContent()).toBe(site.colours[0])
    expect(await model.colourImage.getAttribute("src")).toContain(site.image(site.colours[0] ?? ""))

    await page.evaluate(() => Object.assign(window, { beforeChoice: true }))
    await model.swatch(site.colours[1] ?? "").click()
    expect(await model.colourName.textContent()).toBe(site.colours[1])
    expect(await model.colourImage.getAttribute("src")).toContain(site.image(site.colours[1] ?? ""))
    expect(await model.checkedSwatch.getAttribute("aria-label")).toBe(site.colours[1])
    // Choosing in place: the page did not load again (its window is the same), and the address took
    // the choice's own link (decision 0032).
    expect(await page.evaluate(() => "beforeChoice" in window)).toBe(true)
    expect(`${new URL(page.url()).search}#colours`).toBe(await model.swatch(site.colours[1] ?? "").getAttribute("href"))

    await model.nextColour.click()
    expect(await model.colourName.textContent()).toBe(site.colours[2])
  })

  it("moves through the colours with the arrow keys, wrapping at both ends", async () => {
    const model = await openLive(site.tenant, site.released.path)
    // One Tab stop per radio group: only the checked swatch is focusable.
    await expect
      .poll(() => model.swatches.evaluateAll((items) => items.map((item) => item.getAttribute("tabindex"))))
      .toEqual(["0", ...Array(site.colourCount - 1).fill("-1")])
    await model.checkedSwatch.focus()
    await page.keyboard.press("ArrowRight")
    expect(await model.colourName.textContent()).toBe(site.colours[1])
    await expect.poll(() => model.focusedLabel()).toBe(site.colours[1])
    await page.keyboard.press("ArrowLeft")
    await page.keyboard.press("ArrowLeft")
    expect(await model.colourName.textContent()).toBe(site.lastColour)
    expect(await model.colourImage.getAttribute("src")).toContain(site.image(site.lastColour))
    await page.keyboard.press("ArrowRight")
    expect(await model.colourName.textContent()).toBe(site.colours[0])
  })

  it("switches variant tabs by click and keyboard, resetting the colour to the variant's first", async () => {
    const model = await openLive(site.tenant, site.released.path)
    await model.swatch(site.colours[1] ?? "").click()
    await model.variantTab(site.variants[1] ?? "").click()
    expect(await model.selectedVariantTab.textContent()).toBe(site.variants[1])
    expect(await model.colourName.textContent()).toBe(site.secondVariantFirstColour)

    await model.selectedVariantTab.focus()
    await page.keyboard.press("ArrowLeft")
    expect(await model.selectedVariantTab.textContent()).toBe(site.variants[0])
    expect(await model.colourName.textContent()).toBe(site.colours[0])
    await expect.poll(() => model.focusedLabel()).toBe(site.variants[0])
    await page.keyboard.press("End")
    expect(await model.selectedVariantTab.textContent()).toBe(site.variants.at(-1))
  })

  it("gives every variant of a released model 'Test Drive' and of a coming-soon model 'Register Interest'", async () => {
    const released = await open(site.tenant, site.released.path)
    const count = await released.variantCards.count()
    expect(count).toBe(site.variants.length)
    expect(await released.variantActions.allTextContents()).toEqual(Array(count).fill("Test Drive"))
    expect(await released.variantActions.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
      Array(count).fill("/book-test-drive")
    )
    expect(await released.registerInterestSection.count()).toBe(0)

    const soon = await openLive(site.tenant, site.comingSoon.path)
    const actions = await soon.variantActions.allTextContents()
    expect(actions.length).toBeGreaterThan(0)
    expect(actions).toEqual(Array(actions.length).fill("Register Interest"))
    await soon.variantActions.first().click()
    expect(new URL(page.url()).hash).toBe("#register-interest-form")
    expect(await soon.registerInterestSection.locator("h2").textContent()).toBe("Register Interest")
    await soon.registerInterestSection.waitFor({ state: "visible" })
  })

  it("works without JavaScript: the default colour shows and every choice is a link the server renders", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    try {
      const noScript = await context.newPage()
      const model = await open(site.tenant, site.released.path, noScript)
      expect(await model.colourName.textContent()).toBe(site.colours[0])
      expect(await model.checkedSwatch.getAttribute("aria-label")).toBe(site.colours[0])
      // Every swatch and tab is a link, reachable by Tab without a script.
      expect(await model.swatches.evaluateAll((links) => links.every((link) => link.hasAttribute("href") && !link.hasAttribute("tabindex")))).toBe(true)
      await model.swatch(site.colours[2] ?? "").click()
      await noScript.waitForURL(/colour=/)
      expect(await model.colourName.textContent()).toBe(site.colours[2])
      expect(await model.colourImage.getAttribute("src")).toContain(site.image(site.colours[2] ?? ""))
      await model.variantTab(site.variants[1] ?? "").click()
      await noScript.waitForURL(/variant=2/)
      expect(await model.selectedVariantTab.textContent()).toBe(site.variants[1])
      expect(await model.colourName.textContent()).toBe(site.secondVariantFirstColour)
    } finally {
      await context.close()
    }
  })

  it.each([400, 1200])("has no horizontal overflow at %i px", async (width) => {
    await page.setViewportSize({ width, height: 900 })
    for (const path of [site.released.path, site.comingSoon.path]) {
      const model = await openLive(site.tenant, path)
      expect(await model.horizontalOverflow(), path).toBeLessThanOrEqual(0)
    }
  })

  it("has no serious or critical axe-core violation", async () => {
    const found: Record<string, string[]> = {}
    for (const path of [site.released.path, site.comingSoon.path, `${site.released.path}?variant=2`]) {
      await page.goto(siteUrl(site.tenant, port, path), { waitUntil: "networkidle" })
      const serious = seriousViolations(await axeViolations(page))
      if (serious.length > 0) found[path] = serious.map((violation) => `${violation.id}: ${violation.targets.join(", ")}`)
    }
    expect(found).toEqual({})
  })

  it("answers an unknown model with the site's 404 page", async () => {
    const answer = await page.goto(siteUrl(site.tenant, port, "/models/no-such-model"))
    expect(answer?.status()).toBe(404)
    expect(await page.locator("main.model-page").count()).toBe(0)
  })
})

describe("the body-style tab row (Coastal Kia's Tasman S: 18 colours in three cab styles)", () => {
  it("jumps to a style's first colour by click and keyboard, and leaves with a variant that has fewer colours", async () => {
    const model = await openLive("coastal-kia", "/models/tasman")
    expect(await model.bodyStyleTabs.allTextContents()).toEqual(["Single Cab", "Extra Cab", "Dual Cab"])
    expect(await model.selectedBodyStyleTab.textContent()).toBe("Single Cab")
    await model.bodyStyleTabs.filter({ hasText: "Dual Cab" }).click()
    expect(await model.colourName.textContent()).toBe("Clear White Dual Cab")
    expect(await model.selectedBodyStyleTab.textContent()).toBe("Dual Cab")

    await model.selectedBodyStyleTab.focus()
    await page.keyboard.press("ArrowLeft")
    expect(await model.colourName.textContent()).toBe("Clear White King Cab")
    expect(await model.selectedBodyStyleTab.textContent()).toBe("Extra Cab")
    // Stepping the colours across a style boundary moves the style tab with it.
    await model.checkedSwatch.focus()
    await page.keyboard.press("ArrowLeft")
    expect(await model.colourName.textContent()).toBe("Adventure Red Single Cab")
    expect(await model.selectedBodyStyleTab.textContent()).toBe("Single Cab")

    await model.variantTab("X-Line").click()
    expect(await model.bodyStyleTabs.count()).toBe(0)
  })

  it("is a row of links without JavaScript", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    try {
      const noScript = await context.newPage()
      const model = await open("coastal-kia", "/models/tasman", noScript)
      await model.bodyStyleTabs.filter({ hasText: "Extra Cab" }).click()
      await noScript.waitForURL(/colour=/)
      expect(await model.colourName.textContent()).toBe("Clear White King Cab")
    } finally {
      await context.close()
    }
  })
})

describe("the brand model page layout (Harbour Nissan)", () => {
  it("shows the specification strip, the brochure link, the looping carousel, owner benefits and Discover", async () => {
    const model = await openLive("harbour-nissan", "/models/x-trail")
    expect(await model.specs.count()).toBe(4)
    // The second specification has no value, so the strip skips it.
    expect(await model.specs.locator("dt").allTextContents()).toEqual(["Engine", "Seats", "Fuel economy", "ANCAP rating"])
    expect(await model.specs.locator("dd").first().textContent()).toBe("2.5L 4-cylinder")
    expect(await model.brochureLink.textContent()).toBe("View full specifications")
    expect(await model.brochureLink.getAttribute("href")).toBe("/brochures/nissan-x-trail.pdf")

    // The carousel is a deferred island: on a busy machine its server copy and its client copy
    // were both counted once (8) in the moment the island hydrated; it settles at 4.
    await expect.poll(() => model.gallerySlides.count()).toBe(4)
    const visibleSlide = () => model.gallerySlides.and(page.locator(":not([hidden])")).getAttribute("aria-label")
    expect(await visibleSlide()).toBe("1 of 4")
    await page.getByRole("button", { name: "Previous slide" }).click()
    await expect.poll(visibleSlide).toBe("4 of 4")
    await page.getByRole("button", { name: "Next slide" }).click()
    await expect.poll(visibleSlide).toBe("1 of 4")

    expect(await model.variantCards.locator(".variant-card__price").allTextContents()).toEqual([
      "$39,990 driveaway",
      "$45,990 driveaway",
      "$52,990 driveaway"
    ])
    expect(await model.ownerBenefits.count()).toBe(3)
    expect(await model.discoverItems.locator("a").first().getAttribute("href")).toBe("/models/ariya")
  })

  it("keys the Discover block by model id", async () => {
    const model = await open("harbour-nissan", "/models/ariya")
    expect(await model.discoverItems.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "/models/x-trail"
    ])
  })

  it("lists 6 of the 18 driver assistance systems until 'See rest' expands the list", async () => {
    const model = await openLive("harbour-nissan", "/models/x-trail")
    expect(await model.driverAssistanceItems.count()).toBe(6)
    expect(await model.seeRest.textContent()).toBe("See rest")
    await model.seeRest.focus()
    await page.keyboard.press("Enter")
    await expect.poll(() => model.driverAssistanceItems.count()).toBe(18)
    expect(await model.seeRest.count()).toBe(0)
    expect(new URL(page.url()).search).toBe("")
    // Focus moves to the first system the expander revealed.
    const firstRevealed = await model.driverAssistanceItems.nth(6).textContent()
    expect(firstRevealed).toBe("Intelligent Lane Intervention")
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(firstRevealed)
  })

  it("expands the driver assistance list without JavaScript", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    try {
      const noScript = await context.newPage()
      const model = await open("harbour-nissan", "/models/x-trail", noScript)
      expect(await model.driverAssistanceItems.count()).toBe(6)
      await model.seeRest.click()
      await noScript.waitForURL(/assistance=all/)
      expect(await model.driverAssistanceItems.count()).toBe(18)
      expect(await model.seeRest.count()).toBe(0)
    } finally {
      await context.close()
    }
  })

  it("leaves the brand sections off the plain layout", async () => {
    const model = await open("coastal-kia", "/models/tasman")
    expect(await model.specs.count()).toBe(0)
    expect(await model.brochureLink.count()).toBe(0)
    expect(await model.driverAssistanceItems.count()).toBe(0)
    expect(await model.gallerySlides.count()).toBe(0)
  })
})
