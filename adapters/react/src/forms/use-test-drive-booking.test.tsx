import type { EnquiryFormSetup, LeadPayload, TestDriveLeadValues } from "@dealer/core/forms"
import { exampleTenant } from "@dealer/core/testing"
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { TenantProvider } from "../tenant/tenant-provider.tsx"
import { TestDriveBookingView } from "./test-drive-booking-view.tsx"
import { useTestDriveBooking } from "./use-test-drive-booking.ts"
import { exampleLeadPage } from "@dealer/core/testing"

afterEach(cleanup)

const setup: EnquiryFormSetup = {
  placement: {
    messageRequired: true,
    eventId: null,
    formCategory: "Test Drive",
    locationShown: false,
    dealershipCount: 1
  },
  page: exampleLeadPage({
    url: "https://example-motors.example/book-test-drive",
    dealershipId: 3,
    formCategory: "Test Drive"
  }),
  stored: { name: "Jo", last_name: "Citizen", email: "jo@example.com", phone: "0412345678" },
  vehicle: null,
  message: ""
}

const slot = "2099-03-04T09:00:00+10:00"

function Booking({ sent }: { readonly sent: Array<LeadPayload<TestDriveLeadValues>> }) {
  const booking = useTestDriveBooking(setup, {
    loadAvailability: async () => [slot],
    submitLead: async (lead) => (sent.push(lead), { lead_id: 44 })
  })
  return (
    <>
      <TestDriveBookingView booking={booking} location={7} />
      {booking.redirectTo ? <p>Going to {booking.redirectTo}</p> : null}
    </>
  )
}

describe("useTestDriveBooking", () => {
  it("offers the free times of the chosen day and sends the chosen one; Comments are optional", async () => {
    const sent: Array<LeadPayload<TestDriveLeadValues>> = []
    render(
      <TenantProvider tenant={exampleTenant()}>
        <Booking sent={sent} />
      </TenantProvider>
    )
    act(() => fireEvent.change(screen.getByLabelText("Preferred day"), { target: { value: "2099-03-04" } }))
    const nineAm = await screen.findByRole("radio", { name: "9:00 am" })
    act(() => fireEvent.click(nineAm))
    act(() => fireEvent.click(screen.getByRole("button", { name: "Submit" })))
    expect(await screen.findByText("Going to /success")).toBeTruthy()
    expect(sent[0]).toMatchObject({ name: "Jo Citizen", preferred_date_time: slot, category: "Test Drive" })
  })
})
