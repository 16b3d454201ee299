import type { ShopperSession } from "@dealer/core/session"
import { exampleTenant } from "@dealer/core/testing"
import { cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { TenantProvider } from "../tenant/tenant-provider.tsx"
import { useSignInGate } from "./use-sign-in-gate.ts"

afterEach(cleanup)

function Gate({ target, session }: { readonly target: string | null; readonly session: ShopperSession | null }) {
  const gate = useSignInGate({ target, previousPage: "/cars/hilux-t1234", session })
  if (gate.waiting) return <p>waiting</p>
  return gate.allowed ? <p>checkout</p> : <a href={gate.redirectTo ?? ""}>sign in</a>
}

const tenant = exampleTenant({ session: { checkout_gated: true } })
const page = (target: string | null, session: ShopperSession | null) => (
  <TenantProvider tenant={tenant}>
    <Gate target={target} session={session} />
  </TenantProvider>
)

describe("useSignInGate", () => {
  it("waits for the car slug, then redirects a signed-out visitor with redirect and back", () => {
    const { rerender } = render(page(null, { user: null, plugins: null }))
    expect(screen.getByText("waiting")).toBeTruthy()
    rerender(page("/cars/hilux-t1234/checkout", { user: null, plugins: null }))
    expect(screen.getByRole("link", { name: "sign in" }).getAttribute("href")).toBe(
      "/sign-in?type=checkout&redirect=%2Fcars%2Fhilux-t1234%2Fcheckout&back=%2Fcars%2Fhilux-t1234"
    )
  })

  it("lets a signed-in visitor in once the session has loaded", () => {
    const { rerender } = render(page("/cars/hilux-t1234/checkout", null))
    expect(screen.getByText("waiting")).toBeTruthy()
    rerender(page("/cars/hilux-t1234/checkout", { user: { id: 1, phone: "0412345678" }, plugins: null }))
    expect(screen.getByText("checkout")).toBeTruthy()
  })
})
