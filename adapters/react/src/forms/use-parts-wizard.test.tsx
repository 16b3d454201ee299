import type { LeadPayload, LeadSubmitResponse, LeadTrackingEvent, PartsForm } from "@dealer/core/forms"
import { exampleTenant } from "@dealer/core/testing"
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { TenantProvider } from "../tenant/tenant-provider.tsx"
import { PartsWizardView } from "./parts-wizard-view.tsx"
import { usePartsWizard } from "./use-parts-wizard.ts"
import { exampleLeadPage } from "@dealer/core/testing"

afterEach(cleanup)

const page = exampleLeadPage({ url: "https://example-motors.example/vehicle-parts-and-accessories", dealershipId: 3 })

interface Services {
  readonly submitLead: (lead: LeadPayload<PartsForm>) => Promise<LeadSubmitResponse>
  readonly track: (event: LeadTrackingEvent) => Promise<void>
}

function Wizard({ services }: { readonly services: Services }) {
  const wizard = usePartsWizard({ page, locationShown: false, stored: null }, services)
  return (
    <>
      <PartsWizardView wizard={wizard} />
      {wizard.redirectTo ? <p>Going to {wizard.redirectTo}</p> : null}
    </>
  )
}

function renderWizard(services: Services) {
  return render(
    <TenantProvider tenant={exampleTenant()}>
      <Wizard services={services} />
    </TenantProvider>
  )
}

const type = (label: string, value: string) =>
  act(() => fireEvent.change(screen.getByLabelText(label), { target: { value } }))
const click = (name: string) => act(() => fireEvent.click(screen.getByRole("button", { name })))
const currentStep = () => document.querySelector("[aria-current='step']")?.textContent

describe("usePartsWizard", () => {
  it("walks Contact Details, Vehicle Details and Order Details, sending each step", async () => {
    const sent: Array<LeadPayload<PartsForm>> = []
    const tracked: LeadTrackingEvent[] = []
    renderWizard({
      submitLead: async (lead) => (sent.push(lead), { lead_id: 812 }),
      track: async (event) => void tracked.push(event)
    })
    expect(screen.getByRole("heading", { name: "Order Parts Online" })).toBeTruthy()
    expect(currentStep()).toBe("Contact Details")

    type("Name", "Jo Citizen")
    type("Email", "jo@example.com")
    type("Phone", "0412345678")
    click("Next")
    expect(await screen.findByRole("heading", { name: "Vehicle Details" })).toBeTruthy()
    expect(currentStep()).toBe("Vehicle Details")

    click("Next")
    expect(screen.getByRole("alert").textContent).toContain("Please enter the vehicle make")
    type("Vehicle Make", "Toyota")
    type("Vehicle Model", "Hilux")
    type("Vehicle Year", "2019")
    click("Next")
    expect(await screen.findByRole("heading", { name: "Order Details" })).toBeTruthy()

    type("Order Detail", "Front brake pads")
    click("Order Parts")
    expect(await screen.findByText("Going to /success")).toBeTruthy()
    expect(sent.map((lead) => [lead.lead_id ?? null, lead.lead_status ?? null, lead.form_completed])).toEqual([
      [null, null, false],
      [812, null, false],
      [812, "Complete", true]
    ])
    expect(tracked).toEqual([{ category: "Parts Enquiry", event: null }])
  })

  it("goes back to the previous step keeping what was typed", async () => {
    renderWizard({ submitLead: async () => ({ lead_id: 5 }), track: async () => undefined })
    type("Name", "Jo Citizen")
    type("Email", "jo@example.com")
    type("Phone", "0412345678")
    click("Next")
    await screen.findByRole("heading", { name: "Vehicle Details" })
    click("Back")
    expect(screen.getByRole("heading", { name: "Contact Details" })).toBeTruthy()
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Jo Citizen")
    expect(screen.queryByRole("button", { name: "Back" })).toBeNull()
  })

  it("stays on the step with the form error when the step cannot be sent", async () => {
    renderWizard({ submitLead: async () => ({ error: "Please try again later" }), track: async () => undefined })
    type("Name", "Jo Citizen")
    type("Email", "jo@example.com")
    type("Phone", "0412345678")
    click("Next")
    expect(await screen.findByText("Please try again later")).toBeTruthy()
    expect(currentStep()).toBe("Contact Details")
  })
})
