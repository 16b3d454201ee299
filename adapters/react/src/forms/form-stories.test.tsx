import { cleanup, render, screen, waitFor } from "@testing-library/react"
import type { ComponentType } from "react"
import { afterEach, describe, expect, it } from "vitest"
import * as enquiry from "./enquiry-form.stories.tsx"
import * as lead from "./lead-form.stories.tsx"
import * as multiStep from "./multi-step-enquiry.stories.tsx"
import * as parts from "./parts-wizard.stories.tsx"
import * as testDrive from "./test-drive-booking.stories.tsx"
import * as tradeIn from "./trade-in-valuation.stories.tsx"

afterEach(cleanup)

const text = (value: string | RegExp) => () => expect(screen.getByText(value)).toBeTruthy()
const busyButton = (name: RegExp) => () =>
  expect((screen.getByRole("button", { name }) as HTMLButtonElement).disabled).toBe(true)
const heading = (name: string) => () => expect(screen.getByRole("heading", { name })).toBeTruthy()
const dialog = (name: string) => () => expect(screen.getByRole("dialog", { name })).toBeTruthy()
const failure = () => {
  expect(screen.getByText("Browser alert: An error occurred when submitting this form")).toBeTruthy()
  expect(screen.getByText("Network down")).toBeTruthy()
}
const success = text("Navigating to /success")
const listed = (message: string) => () => {
  const alert = screen.getByRole("alert")
  expect(alert.textContent).toContain("Please fix the following errors:")
  expect(alert.textContent).toContain(message)
}

/** What each story must show once its flow has settled in the state it is named after. */
const expectations: ReadonlyArray<readonly [string, Record<string, unknown>, Record<string, () => void>]> = [
  [
    "enquiry form",
    enquiry,
    {
      Idle: () => expect((screen.getByRole("button", { name: "Submit" }) as HTMLButtonElement).disabled).toBe(false),
      ValidationErrors: listed("Please enter your name"),
      Submitting: busyButton(/Submit/),
      Failure: failure,
      LeadRefused: text("An unexpected error occured"),
      Success: success,
      EnquireNowDialog: dialog("Enquire Now"),
      RequestPhotosDialog: () => {
        dialog("Request Photos")()
        expect(screen.getByDisplayValue("Please send me more photos of the 2022 Toyota Hilux SR5.")).toBeTruthy()
      },
      FindMeSomethingSimilar: heading("Find Me Something Similar")
    }
  ],
  [
    "lead form",
    lead,
    {
      Idle: () => {
        expect(screen.getByLabelText("First Name")).toBeTruthy()
        expect(screen.getByLabelText("Mobile Number")).toBeTruthy()
        expect((screen.getByLabelText("Postcode") as HTMLInputElement).maxLength).toBe(4)
        expect((screen.getByLabelText("Do you have a trade-in?") as HTMLSelectElement).value).toBe("Yes")
        // The honeypot: out of the tab order, never autofilled, its wrapper hidden from screen readers.
        const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')
        expect(honeypot?.tabIndex).toBe(-1)
        expect(honeypot?.getAttribute("autocomplete")).toBe("off")
        expect(honeypot?.closest(".form-honeypot")?.getAttribute("aria-hidden")).toBe("true")
        expect(screen.queryByRole("textbox", { name: "Leave this field empty" })).toBeNull()
      },
      ValidationErrors: listed("Please tell us whether you have a trade-in"),
      InvalidPostcode: listed("Invalid postcode. Please enter a 4-digit number."),
      Submitting: busyButton(/Submit/),
      Failure: failure,
      Success: success,
      EnquireNowDialog: dialog("Enquire Now")
    }
  ],
  [
    "multi-step enquiry",
    multiStep,
    {
      FirstStep: heading("Your details"),
      FirstStepErrors: listed("Please enter your name"),
      SecondStep: heading("Your enquiry"),
      Submitting: busyButton(/Submit/),
      Failure: failure,
      UnexpectedError: text("An unexpected error occured"),
      Success: success
    }
  ],
  [
    "parts wizard",
    parts,
    {
      ContactDetails: heading("Contact Details"),
      ContactDetailsErrors: listed("Please enter your name"),
      ContactDetailsSubmitting: busyButton(/Next/),
      ContactDetailsRefused: text("An unexpected error occured"),
      VehicleDetails: heading("Vehicle Details"),
      OrderDetails: heading("Order Details"),
      OrderSubmitting: busyButton(/Order Parts/),
      OrderFailure: failure,
      Success: success
    }
  ],
  [
    "trade-in valuation",
    tradeIn,
    {
      Details: () => expect(screen.getByRole("button", { name: "Get Your Valuation" })).toBeTruthy(),
      DetailsErrors: listed("Please enter your rego"),
      LookingUp: busyButton(/Get Your Valuation/),
      LookupFailure: failure,
      Adjustments: heading("Tell us about your car"),
      Valuing: busyButton(/Get My Offer/),
      Offer: text("$18,500"),
      Accepting: busyButton(/Accept Offer/),
      OfferAccepted: text("Offer accepted. We'll be in touch to arrange an inspection."),
      WeWillBeInTouch: text("We can't give an online estimate for this car, but we'll be in touch with an offer soon.")
    }
  ],
  [
    "test drive booking",
    testDrive,
    {
      Idle: () => expect(screen.getByLabelText("Preferred day")).toBeTruthy(),
      ValidationErrors: listed("Please enter your name"),
      LoadingTimes: text("Loading available times…"),
      TimesOffered: () => expect(screen.getByRole("radio", { name: "9:00 am" })).toBeTruthy(),
      NoTimesThatDay: text("No times are available on this day. Please choose another day."),
      TimesFailed: text("We couldn't load the available times. Please try again."),
      TimeChosen: () =>
        expect((screen.getByRole("radio", { name: "11:30 am" }) as HTMLInputElement).checked).toBe(true),
      Submitting: busyButton(/Submit/),
      Failure: failure,
      Success: success,
      InADialog: dialog("Book a Test Drive")
    }
  ]
]

describe.each(expectations)("%s stories", (_flow, stories, checks) => {
  it("has an expectation for every story", () => {
    expect(Object.keys(stories).sort()).toEqual(Object.keys(checks).sort())
  })

  it.each(Object.entries(checks))("%s shows its state", async (name, check) => {
    const Story = stories[name] as ComponentType
    render(<Story />)
    await waitFor(check)
  })
})
