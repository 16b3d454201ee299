import type { LeadSubmitResponse, PartsStep } from "@dealer/core/forms"
import type { Story } from "@ladle/react"
import { useState, type ReactElement } from "react"
import { answers, storyPage, StoryOutcome, StoryTenant, storyVisitor, useWhen } from "./flow-story-fixtures.tsx"
import { PartsWizardView } from "./parts-wizard-view.tsx"
import { usePartsWizard } from "./use-parts-wizard.ts"

const steps: ReadonlyArray<PartsStep> = ["contact-details", "vehicle-details", "order-details"]
const page = { ...storyPage, url: "https://example-motors.example/vehicle-parts-and-accessories" }

/**
 * A parts order driven step by step up to `through` (filled in and submitted); the submit of that
 * step answers with `answer`, the earlier ones are taken.
 */
function Wizard({
  through,
  answer = answers.lead,
  stored = true
}: {
  readonly through: PartsStep | null
  readonly answer?: () => Promise<LeadSubmitResponse>
  readonly stored?: boolean
}) {
  const reach = through === null ? 0 : steps.indexOf(through) + 1
  const [submitLead] = useState(() => {
    let calls = 0
    return () => (++calls < reach ? answers.lead() : answer())
  })
  const wizard = usePartsWizard(
    { page, locationShown: false, stored: stored ? storyVisitor : null },
    { submitLead, track: answers.done }
  )
  useWhen(reach >= 1 && wizard.step === "contact-details", wizard.submit)
  useWhen(reach >= 2 && wizard.step === "vehicle-details", () => {
    wizard.change("Vehicle Make", "Toyota")
    wizard.change("Vehicle Model", "Hilux")
    wizard.change("Vehicle Year", "2019")
    wizard.submit()
  })
  useWhen(reach >= 3 && wizard.step === "order-details", () => {
    wizard.change("Order Detail", "Front brake pads and a cabin air filter")
    wizard.submit()
  })
  return (
    <>
      <PartsWizardView wizard={wizard} />
      <StoryOutcome alert={wizard.alert} redirectTo={wizard.redirectTo} />
    </>
  )
}

const story =
  (element: ReactElement): Story =>
  () => <StoryTenant>{element}</StoryTenant>

export const ContactDetails = story(<Wizard through={null} stored={false} />)
export const ContactDetailsErrors = story(<Wizard through="contact-details" stored={false} />)
export const ContactDetailsSubmitting = story(<Wizard through="contact-details" answer={answers.never} />)
export const ContactDetailsRefused = story(<Wizard through="contact-details" answer={answers.refused} />)
export const VehicleDetails = story(<Wizard through="contact-details" />)
export const OrderDetails = story(<Wizard through="vehicle-details" />)
export const OrderSubmitting = story(<Wizard through="order-details" answer={answers.never} />)
export const OrderFailure = story(<Wizard through="order-details" answer={answers.networkDown} />)
export const Success = story(<Wizard through="order-details" />)
