import type { ShopperSession, WatchlistCallBody, WatchlistCallResponse } from "@dealer/core/session"
import { exampleTenant } from "@dealer/core/testing"
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { TenantProvider } from "../tenant/tenant-provider.tsx"
import { ToastProvider } from "../widgets/toast-provider.tsx"
import { ToastRegion } from "../widgets/toast-region.tsx"
import { useWatchlist, type WatchlistServices } from "./use-watchlist.ts"
import { WatchlistSaveButton } from "./watchlist-save-button.tsx"

afterEach(cleanup)

const signedIn: ShopperSession = { user: { id: 1, phone: "0412345678" }, plugins: null }
const hilux = { id: 7, name: "2022 Toyota Hilux SR5", available: true }

function SaveButton({ session, services }: { readonly session: ShopperSession; readonly services: WatchlistServices }) {
  const watchlist = useWatchlist(
    { session, currentPage: "/cars/hilux-t1234", entries: [], watchlistHref: "/watchlist" },
    services
  )
  return <WatchlistSaveButton control={watchlist.control(hilux)} />
}

function renderPage(session: ShopperSession, services: WatchlistServices) {
  render(
    <TenantProvider tenant={exampleTenant()}>
      <ToastProvider>
        <SaveButton session={session} services={services} />
        <ToastRegion />
      </ToastProvider>
    </TenantProvider>
  )
  return screen.getByRole("button", { name: "Save to Watchlist" })
}

function deferred() {
  let resolve: (answer: WatchlistCallResponse) => void = () => undefined
  let reject: (error: Error) => void = () => undefined
  const promise = new Promise<WatchlistCallResponse>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe("useWatchlist", () => {
  it("marks the car saved at once, calls save-car, then shows the toast with View List", async () => {
    const call = deferred()
    const bodies: WatchlistCallBody[] = []
    const button = renderPage(signedIn, {
      saveCar: (body) => {
        bodies.push(body)
        return call.promise
      },
      removeCar: () => Promise.reject(new Error("unexpected"))
    })
    expect(button.getAttribute("aria-pressed")).toBe("false")
    act(() => fireEvent.click(button))
    expect(button.getAttribute("aria-pressed")).toBe("true")
    expect(button.getAttribute("aria-busy")).toBe("true")
    await act(async () => call.resolve({ success: true, message: null }))
    const status = screen.getByRole("status")
    await waitFor(() => expect(status.textContent).toContain("Car Saved In Watchlist"))
    expect(status.textContent).toContain("2022 Toyota Hilux SR5 is now available in your watchlist")
    expect(screen.getByRole("link", { name: "View List" }).getAttribute("href")).toBe("/watchlist")
    expect(bodies).toEqual([{ phone_number: "0412345678", car_id: 7 }])
  })

  it("rolls the car back to not saved and alerts the error when the call fails", async () => {
    const call = deferred()
    const alerts: string[] = []
    const button = renderPage(signedIn, {
      saveCar: () => call.promise,
      removeCar: () => call.promise,
      alert: (message) => void alerts.push(message)
    })
    act(() => fireEvent.click(button))
    expect(button.getAttribute("aria-pressed")).toBe("true")
    await act(async () => call.reject(new Error("Network request failed")))
    await waitFor(() => expect(button.getAttribute("aria-pressed")).toBe("false"))
    expect(alerts).toEqual(["Network request failed"])
    expect(screen.getByRole("status").textContent).toBe("")
  })

  it("sends a signed-out visitor to sign-in instead of saving", async () => {
    const visited: string[] = []
    let calls = 0
    const button = renderPage(
      { user: null, plugins: null },
      {
        saveCar: async () => {
          calls++
          return { success: true, message: null }
        },
        removeCar: async () => ({ success: true, message: null }),
        navigate: (url) => void visited.push(url)
      }
    )
    act(() => fireEvent.click(button))
    await waitFor(() =>
      expect(visited).toEqual(["/sign-in?type=watchlist&redirect=%2Fcars%2Fhilux-t1234&back=%2Fcars%2Fhilux-t1234"])
    )
    expect(calls).toBe(0)
    expect(button.getAttribute("aria-pressed")).toBe("false")
  })
})
