import type { FavouriteCar } from "@dealer/core/storage"
import { exampleTenant } from "@dealer/core/testing"
import { act, cleanup, render, screen } from "@testing-library/react"
import { renderToString } from "react-dom/server"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { TenantProvider } from "../tenant/tenant-provider.tsx"
import { createSiteStorage, type StorageLike } from "./site-storage.ts"
import { useStoredEntry } from "./use-stored-entry.ts"

const hilux: FavouriteCar = {
  id: 7,
  name: "2022 Toyota Hilux SR5",
  slug: "2022-toyota-hilux",
  make: "Toyota",
  model: "Hilux",
  primary_image_url: null
}

function memoryStorage(
  entries: Record<string, string> = {}
): StorageLike & { readonly entries: Record<string, string> } {
  return {
    entries,
    getItem: (key) => entries[key] ?? null,
    setItem: (key, value) => void (entries[key] = value),
    removeItem: (key) => void delete entries[key]
  }
}

beforeEach(() => localStorage.clear())
afterEach(cleanup)

describe("createSiteStorage", () => {
  it("writes and reads each entry under the dealership slug's prefix", () => {
    const storage = memoryStorage()
    const site = createSiteStorage("acme-motors", storage)
    expect(site.write("FavouritedCars", [hilux])).toBe(true)
    expect(site.write("PriceDisplay", "Finance")).toBe(true)
    expect(storage.entries).toEqual({
      "acme-motors:FavouritedCars": JSON.stringify([hilux]),
      "acme-motors:PriceDisplay": "Finance"
    })
    expect(site.read("FavouritedCars")).toEqual([hilux])
    expect(site.read("PriceDisplay")).toBe("Finance")
    expect(createSiteStorage("other-dealer", storage).read("FavouritedCars")).toEqual([])
  })

  it("reads defaults for missing, corrupt or foreign data, never throwing", () => {
    const site = createSiteStorage(
      "acme-motors",
      memoryStorage({
        "acme-motors:FavouritedCars": JSON.stringify([hilux, { id: "seven" }]),
        "acme-motors:ViewCar": "{not json",
        "acme-motors:EnquireCar": JSON.stringify({ name: "no id" }),
        "acme-motors:PriceDisplay": "Lease",
        "acme-motors:SearchHistory": JSON.stringify({ path: "/search" })
      })
    )
    expect(site.read("FavouritedCars")).toEqual([hilux])
    expect(site.read("ViewCar")).toEqual([])
    expect(site.read("EnquireCar")).toBeNull()
    expect(site.read("PriceDisplay")).toBe("Cash")
    expect(site.read("SearchHistory")).toEqual([])
    expect(site.read("TradeInValuation")).toBeNull()
  })

  it("carries on when storage throws (disabled or full) and when there is none (server)", () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error("SecurityError")
      },
      setItem: () => {
        throw new Error("QuotaExceededError")
      },
      removeItem: () => {
        throw new Error("SecurityError")
      }
    }
    const site = createSiteStorage("acme-motors", broken)
    expect(site.read("FavouritedCars")).toEqual([])
    expect(site.write("PriceDisplay", "Finance")).toBe(false)
    expect(() => site.remove("PriceDisplay")).not.toThrow()
    const server = createSiteStorage("acme-motors", null)
    expect(server.read("PriceDisplay")).toBe("Cash")
    expect(server.write("PriceDisplay", "Finance")).toBe(false)
  })
})

function Favourites() {
  const [favourites, setFavourites] = useStoredEntry("FavouritedCars")
  return (
    <button type="button" onClick={() => setFavourites([...favourites, hilux])}>
      {favourites.length} saved
    </button>
  )
}

const page = (
  <TenantProvider tenant={exampleTenant({ slug: "acme-motors" })}>
    <Favourites />
  </TenantProvider>
)

describe("useStoredEntry", () => {
  it("reads the browser's entry for the tenant and re-renders on writes", () => {
    localStorage.setItem("acme-motors:FavouritedCars", JSON.stringify([{ ...hilux, id: 1 }]))
    render(page)
    const button = screen.getByRole("button", { name: "1 saved" })
    act(() => button.click())
    expect(button.textContent).toBe("2 saved")
    expect(JSON.parse(localStorage.getItem("acme-motors:FavouritedCars") ?? "[]")).toHaveLength(2)
  })

  it("ignores corrupt stored data", () => {
    localStorage.setItem("acme-motors:FavouritedCars", "[{")
    render(page)
    expect(screen.getByRole("button", { name: "0 saved" })).toBeTruthy()
  })

  it("renders the defaults on the server", () => {
    localStorage.setItem("acme-motors:FavouritedCars", JSON.stringify([hilux]))
    expect(renderToString(page)).toContain("0<!-- --> saved")
  })
})
