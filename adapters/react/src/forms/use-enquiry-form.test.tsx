import type { EnquiryFormSetup, EnquiryLeadValues, LeadPayload, LeadSubmitResponse } from "@dealer/core/forms"
import { exampleTenant } from "@dealer/core/testing"
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { TenantProvider } from "../tenant/tenant-provider.tsx"
import { EnquiryFormView } from "./enquiry-form-view.tsx"
import { useBrowserAlert } from "./use-browser-alert.ts"
import { useEnquiryForm } from "./use-enquiry-form.ts"
import { exampleLeadPage } from "@dealer/core/testing"

afterEach(cleanup)

const setup: EnquiryFormSetup = {
  placement: {
    messageRequired: true,
    eventId: null,
    formCategory: "Vehicle Enquiry",
    locationShown: false,
    dealershipCount: 1
  },
  page: exampleLeadPage({ dealershipId: 3, formCategory: "Vehicle Enquiry" }),
  stored: null,
  vehicle: null,
  message: ""
}

type SubmitLead = (lead: LeadPayload<EnquiryLeadValues>) => Promise<LeadSubmitResponse>

function Enquiry({ submitLead, alerts }: { readonly submitLead: SubmitLead; readonly alerts: string[] }) {
  const form = useEnquiryForm(setup, { submitLead })
  useBrowserAlert(form, (message) => alerts.push(message))
  return (
    <>
      <EnquiryFormView form={form} />
      {form.redirectTo ? <p>Going to {form.redirectTo}</p> : null}
    </>
  )
}

function renderEnquiry(submitLead: SubmitLead, alerts: string[] = []) {
  return render(
    <TenantProvider tenant={exampleTenant()}>
      <Enquiry submitLead={submitLead} alerts={alerts} />
    </TenantProvider>
  )
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement
const submit = () => act(() => fireEvent.click(screen.getByRole("button", { name: "Submit" })))

function fillIn() {
  act(() => fireEvent.change(field("Name"), { target: { value: "Jo Citizen" } }))
  act(() => fireEvent.change(field("Email"), { target: { value: "jo@example.com" } }))
  act(() => fireEvent.change(field("Phone"), { target: { value: "0412 345 678" } }))
  act(() => fireEvent.change(field("Comments"), { target: { value: "Is it still available?" } }))
}

describe("useEnquiryForm", () => {
  it("lists the errors under 'Please fix the following errors:' and marks each field", () => {
    renderEnquiry(async () => ({ lead_id: 1 }))
    submit()
    const alert = screen.getByRole("alert")
    expect(alert.textContent).toContain("Please fix the following errors:")
    expect([...alert.querySelectorAll("li")].map((item) => item.textContent)).toEqual([
      "Please enter your name",
      "Please enter your email address",
      "Please enter your phone number",
      "Please enter your comments"
    ])
    const email = field("Email")
    expect(email.getAttribute("aria-invalid")).toBe("true")
    expect(document.getElementById(email.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Please enter your email address"
    )
    act(() => fireEvent.change(email, { target: { value: "jo@example.com" } }))
    expect(field("Email").getAttribute("aria-invalid")).toBe("false")
  })

  it("disables the button while submitting, then offers the /success redirect", async () => {
    const sent: Array<LeadPayload<EnquiryLeadValues>> = []
    let answer: (response: LeadSubmitResponse) => void = () => undefined
    renderEnquiry((lead) => {
      sent.push(lead)
      return new Promise((resolve) => (answer = resolve))
    })
    fillIn()
    submit()
    const button = screen.getByRole("button", { name: /Submit/ }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    expect(button.getAttribute("aria-busy")).toBe("true")
    expect(sent[0]).toMatchObject({ name: "Jo Citizen", category: "Vehicle Enquiry", source: "Website" })
    act(() => answer({ lead_id: 812 }))
    expect(await screen.findByText("Going to /success")).toBeTruthy()
  })

  it("alerts once and shows the error's message when the submit fails", async () => {
    const alerts: string[] = []
    renderEnquiry(() => Promise.reject(new Error("Network down")), alerts)
    fillIn()
    submit()
    expect(await screen.findByText("Network down")).toBeTruthy()
    await waitFor(() => expect(alerts).toEqual(["An error occurred when submitting this form"]))
    expect((screen.getByRole("button", { name: "Submit" }) as HTMLButtonElement).disabled).toBe(false)
  })
})
