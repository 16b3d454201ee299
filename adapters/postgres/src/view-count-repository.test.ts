import { describe, expect, it } from "vitest"
import { onEveryTarget } from "../test/every-target.ts"
import { createViewCountRepository } from "./view-count-repository.ts"

const BRISBANE = "Australia/Brisbane"
const view = (visitorKey: string | ReadonlyArray<string>, iso: string, carId = 12, tenantSlug = "acme") => ({
  tenantSlug,
  carId,
  visitorKeys: typeof visitorKey === "string" ? [visitorKey] : visitorKey,
  now: new Date(iso),
  timeZone: BRISBANE
})

onEveryTarget(({ fresh }) => {
  describe("view counts", () => {
    it("counts a visitor once per car and Brisbane day", async () => {
      const views = createViewCountRepository(await fresh())

      expect(await views.countView(view("visitor-1", "2026-03-02T00:30:00Z"))).toEqual({ views: 1, counted: true })
      expect(await views.countView(view("visitor-1", "2026-03-02T13:59:00Z"))).toEqual({ views: 1, counted: false })
      // 14:00 UTC is midnight in Brisbane (UTC+10): a new day there.
      expect(await views.countView(view("visitor-1", "2026-03-02T14:00:00Z"))).toEqual({ views: 2, counted: true })
      expect(await views.countView(view("visitor-2", "2026-03-02T14:01:00Z"))).toEqual({ views: 3, counted: true })
      expect(await views.countView(view("visitor-2", "2026-03-02T14:01:00Z", 13))).toEqual({ views: 1, counted: true })
      expect(await views.views("acme", 12)).toBe(3)
      expect(await views.views("acme", 99)).toBe(0)
    })

    it("counts a visitor known by several keys once, when none of its keys has viewed the car that day", async () => {
      const views = createViewCountRepository(await fresh())
      const morning = "2026-03-02T00:30:00Z"
      // A browser without the cookie: its address and the id it is given.
      expect(await views.countView(view(["address-1", "cookie-1"], morning))).toEqual({ views: 1, counted: true })
      // The same browser with its cookie, and another cookie-less request from the address.
      expect(await views.countView(view("cookie-1", morning))).toEqual({ views: 1, counted: false })
      expect(await views.countView(view(["address-1", "cookie-2"], morning))).toEqual({ views: 1, counted: false })
      expect(await views.countView(view("cookie-2", morning))).toEqual({ views: 1, counted: false })
      expect(await views.countView(view(["address-2", "cookie-3"], morning))).toEqual({ views: 2, counted: true })
    })

    it("keeps tenants apart", async () => {
      const views = createViewCountRepository(await fresh())
      await views.countView(view("visitor-1", "2026-03-02T00:30:00Z"))
      expect(await views.countView(view("visitor-1", "2026-03-02T00:30:00Z", 12, "zenith"))).toEqual({
        views: 1,
        counted: true
      })
      expect(await views.views("acme", 12)).toBe(1)
    })

    it("counts each of many parallel views once, and the visitor only by a hash", async () => {
      const db = await fresh()
      const views = createViewCountRepository(db)
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, index) => views.countView(view(`visitor-${index % 5}`, "2026-03-02T00:30:00Z")))
      )
      expect(results.filter((result) => result.counted)).toHaveLength(5)
      expect(await views.views("acme", 12)).toBe(5)
      expect(JSON.stringify(await db.query("SELECT * FROM car_view_visits"))).not.toContain("visitor-")
    })
  })
})
