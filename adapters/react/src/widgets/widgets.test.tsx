import { exampleTenant } from "@dealer/core/testing"
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { TenantProvider } from "../tenant/tenant-provider.tsx"
import { AnnouncementBar } from "./announcement-bar.tsx"
import { CopyLinkButton } from "./copy-link-button.tsx"
import { MarketGauge } from "./market-gauge.tsx"
import { ToastProvider } from "./toast-provider.tsx"
import { ToastRegion } from "./toast-region.tsx"
import { useAnnouncementBar } from "./use-announcement-bar.ts"
import { useCopyLink } from "./use-copy-link.ts"
import { useMarketGauge } from "./use-market-gauge.ts"

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const primary = {
  id: 21,
  name: "Southport",
  slug: "southport",
  primary: true,
  dealership_id: 221,
  dealership_slug: "coastal-kia",
  address: { city: "Southport", state: "QLD", postcode: "4215", lat: -27.967, long: 153.4 }
}

describe("copy link with the toast region", () => {
  it("copies the link, reads Copied for 1.5 s and toasts for 3 s", async () => {
    vi.useFakeTimers()
    const copied: string[] = []
    function Copy() {
      return (
        <CopyLinkButton
          copyLink={useCopyLink(
            { path: "/cars/hilux", carName: "2022 Toyota Hilux" },
            { copy: async (text) => void copied.push(text) }
          )}
        />
      )
    }
    render(
      <TenantProvider tenant={exampleTenant({ url: "https://example.com.au/" })}>
        <ToastProvider>
          <Copy />
          <ToastRegion />
        </ToastProvider>
      </TenantProvider>
    )
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy Link" })))
    expect(copied).toEqual(["https://example.com.au/cars/hilux"])
    expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy()
    // The toast flow's module loads with the first toast.
    await act(async () => void (await import("./toast-actor.ts")))
    expect(screen.getByRole("status").textContent).toContain("Copied 2022 Toyota Hilux to your clipboard!")
    await act(async () => vi.advanceTimersByTime(1500))
    expect(screen.getByRole("button", { name: "Copy Link" })).toBeTruthy()
    await act(async () => vi.advanceTimersByTime(1500))
    expect(screen.getByRole("status").textContent).toBe("")
  })

  it("cannot copy without a site URL", () => {
    function Copy() {
      return <CopyLinkButton copyLink={useCopyLink({ path: "/cars/hilux", carName: "Hilux" })} />
    }
    render(
      <TenantProvider tenant={exampleTenant()}>
        <Copy />
      </TenantProvider>
    )
    expect((screen.getByRole("button", { name: "Copy Link" }) as HTMLButtonElement).disabled).toBe(true)
  })
})

describe("announcement bar", () => {
  it("shows Located at {city} with Get Directions until dismissed", () => {
    function Bar() {
      return <AnnouncementBar bar={useAnnouncementBar({ vehicleCity: "Robina" })} />
    }
    render(
      <TenantProvider tenant={exampleTenant({ locations: [primary] })}>
        <Bar />
      </TenantProvider>
    )
    expect(screen.getByText("Located at Robina")).toBeTruthy()
    expect(screen.getByRole("link", { name: "Get Directions" }).getAttribute("href")).toBe("#vehicle-map")
    act(() => fireEvent.click(screen.getByRole("button", { name: "Dismiss" })))
    expect(screen.queryByText("Located at Robina")).toBeNull()
  })
})

describe("market gauge", () => {
  const car = { status: "in_stock", sold: null, reserved: null, price: 30_990 } as const
  function Gauge({ load }: { readonly load: () => Promise<unknown> }) {
    return <MarketGauge gauge={useMarketGauge({ car, carPath: "/cars/hilux" }, { loadGauge: load })} />
  }
  const tenant = exampleTenant({ gauge: { autogauge_plugin: true } })

  it("shows a skeleton, then the deal label and figures", async () => {
    const body = {
      fill: 0.5,
      listing_price: 30_990,
      market_range_min: 28_000,
      market_range_max: 34_000,
      confidence: 0.8
    }
    render(
      <TenantProvider tenant={tenant}>
        <Gauge load={async () => body} />
      </TenantProvider>
    )
    expect(screen.getByRole("img", { name: "Loading the market price comparison" })).toBeTruthy()
    await waitFor(() => expect(screen.getByText("Good Deal")).toBeTruthy())
    expect(screen.getByText("$30,990")).toBeTruthy()
  })

  it("shows nothing when the call fails", async () => {
    const { container } = render(
      <TenantProvider tenant={tenant}>
        <Gauge load={() => Promise.reject(new Error("500"))} />
      </TenantProvider>
    )
    await waitFor(() => expect(container.innerHTML).toBe(""))
  })
})
