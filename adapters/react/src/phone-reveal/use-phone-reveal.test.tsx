import type { PhoneRevealLog } from "@dealer/core/locations"
import { exampleTenant } from "@dealer/core/testing"
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { TenantProvider } from "../tenant/tenant-provider.tsx"
import { PhoneRevealButton } from "./phone-reveal-button.tsx"
import { usePhoneReveal } from "./use-phone-reveal.ts"

afterEach(cleanup)

const log: PhoneRevealLog = { car_id: 7, dealership_id: 3, website_id: 1 }

function Phone({ logged }: { readonly logged: PhoneRevealLog[] }) {
  const phone = usePhoneReveal({ phone: "+61755550123", log }, { logReveal: async (entry) => void logged.push(entry) })
  return <PhoneRevealButton phone={phone} />
}

describe("usePhoneReveal", () => {
  it("shows the masked number, reveals a tel: link on click and logs once", async () => {
    const logged: PhoneRevealLog[] = []
    render(
      <TenantProvider tenant={exampleTenant()}>
        <Phone logged={logged} />
      </TenantProvider>
    )
    const button = screen.getByRole("button", { name: /07 555\* \*\*\*\*/ })
    act(() => fireEvent.click(button))
    const link = await screen.findByRole("link", { name: "07 5555 0123" })
    expect(link.getAttribute("href")).toBe("tel:0755550123")
    await waitFor(() => expect(logged).toEqual([log]))
  })

  it("shows the number at once for a tenant that does not mask phones", () => {
    render(
      <TenantProvider tenant={exampleTenant({ locator: { phone_unmasked_from_start: true } })}>
        <Phone logged={[]} />
      </TenantProvider>
    )
    expect(screen.getByRole("link", { name: "07 5555 0123" })).toBeTruthy()
  })
})
