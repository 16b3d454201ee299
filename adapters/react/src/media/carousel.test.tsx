import { exampleTenant } from "@dealer/core/testing"
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { TenantProvider } from "../tenant/tenant-provider.tsx"
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious } from "./carousel.tsx"

afterEach(cleanup)

const names = ["Hilux", "Corolla", "RAV4", "Camry", "Yaris", "Kluger"]

function Cars({ visible }: { readonly visible: number }) {
  return (
    <TenantProvider tenant={exampleTenant()}>
      <Carousel count={names.length} visible={visible} label="Similar cars">
        <CarouselContent>
          {names.map((name, index) => (
            <CarouselItem key={name} index={index}>
              {name}
            </CarouselItem>
          ))}
        </CarouselContent>
        <CarouselPrevious />
        <CarouselNext />
      </Carousel>
    </TenantProvider>
  )
}

const shown = () => screen.getAllByRole("group").map((slide) => slide.textContent)
const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement

describe("Carousel", () => {
  it("starts at the first item with the previous arrow disabled, and disables next at the end", () => {
    render(<Cars visible={3} />)
    expect(shown()).toEqual(["Hilux", "Corolla", "RAV4"])
    expect(button("Previous slide").disabled).toBe(true)
    for (let i = 0; i < 3; i++) act(() => void fireEvent.click(button("Next slide")))
    expect(shown()).toEqual(["Camry", "Yaris", "Kluger"])
    expect(button("Next slide").disabled).toBe(true)
    expect(button("Previous slide").disabled).toBe(false)
  })

  it("throws a clear error when a carousel part is used outside a carousel", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined)
    expect(() =>
      render(
        <TenantProvider tenant={exampleTenant()}>
          <CarouselNext />
        </TenantProvider>
      )
    ).toThrow("useCarousel must be used within a <Carousel />")
    quiet.mockRestore()
  })
})
