import type { PlaceSuggestion } from "@dealer/core/search"
import { exampleTenant } from "@dealer/core/testing"
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { TenantProvider } from "../tenant/tenant-provider.tsx"
import { DealerLocatorPicker } from "./dealer-locator-picker.tsx"
import { useDealerLocator } from "./use-dealer-locator.ts"

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const location = (id: number, name: string, lat: number, long: number) => ({
  id,
  name,
  slug: `yard-${id}`,
  dealership_id: 200 + id,
  dealership_slug: "coastal-kia",
  address: { city: name, state: "QLD", postcode: "4215", lat, long }
})
const tenant = exampleTenant({
  locations: [location(21, "Southport", -27.967, 153.4), location(22, "Robina", -28.078, 153.385)]
})
const places: ReadonlyArray<PlaceSuggestion> = [
  { kind: "suburb", label: "Southport QLD 4215", lat: -27.967, lng: 153.4, postcode: "4215", state: "QLD" },
  { kind: "suburb", label: "Surfers Paradise QLD 4217", lat: -28.0, lng: 153.43, postcode: "4217", state: "QLD" }
]

function Picker({ asked }: { readonly asked: string[] }) {
  const locator = useDealerLocator(
    { reach: "place-picker" },
    { suggestPlaces: async (query) => (asked.push(query), places) }
  )
  return (
    <>
      <DealerLocatorPicker locator={locator} />
      <button type="button" onClick={locator.validate}>
        Submit
      </button>
    </>
  )
}

describe("DealerLocatorPicker", () => {
  it("suggests places after 300 ms, moves with the arrow keys and selects with Enter", async () => {
    const asked: string[] = []
    render(
      <TenantProvider tenant={tenant}>
        <Picker asked={asked} />
      </TenantProvider>
    )
    const combobox = screen.getByRole("combobox", { name: "Postcode, city or dealership name" })
    act(() => fireEvent.change(combobox, { target: { value: "Sou" } }))
    expect(asked).toEqual([])
    await act(async () => vi.advanceTimersByTime(300))
    expect(asked).toEqual(["Sou"])
    expect(combobox.getAttribute("aria-expanded")).toBe("true")
    const options = screen.getAllByRole("option")
    expect(options.map((option) => option.textContent)).toEqual(["Southport QLD 4215", "Surfers Paradise QLD 4217"])
    act(() => fireEvent.keyDown(combobox, { key: "ArrowDown" }))
    act(() => fireEvent.keyDown(combobox, { key: "ArrowDown" }))
    act(() => fireEvent.keyDown(combobox, { key: "ArrowUp" }))
    expect(combobox.getAttribute("aria-activedescendant")).toBe(screen.getAllByRole("option")[0]?.id)
    act(() => fireEvent.keyDown(combobox, { key: "Enter" }))
    expect(combobox.getAttribute("aria-expanded")).toBe("false")
    expect((combobox as HTMLInputElement).value).toBe("Southport QLD 4215")
    expect(screen.getByRole("button", { name: /Robina/ })).toBeTruthy()
  })

  it("shows the required message until a dealership is chosen, then fills the form fields", async () => {
    render(
      <TenantProvider tenant={tenant}>
        <Picker asked={[]} />
      </TenantProvider>
    )
    act(() => fireEvent.click(screen.getByRole("button", { name: "Submit" })))
    expect(screen.getByRole("alert").textContent).toBe("*Please select a dealership location")
    const combobox = screen.getByRole("combobox")
    act(() => fireEvent.change(combobox, { target: { value: "Sou" } }))
    await act(async () => vi.advanceTimersByTime(300))
    act(() => fireEvent.click(screen.getAllByRole("option")[0]!))
    act(() => fireEvent.click(screen.getByRole("button", { name: /Robina/ })))
    expect(screen.queryByRole("alert")).toBeNull()
    expect(screen.getByRole("button", { name: /Robina/ }).getAttribute("aria-pressed")).toBe("true")
    const hidden = document.querySelector<HTMLInputElement>('input[name="location_id"]')
    expect(hidden?.value).toBe("22")
  })
})
