import type { EnquiryStep, LeadSubmitResponse } from "@dealer/core/forms"
import type { Story } from "@ladle/react"
import type { ReactElement } from "react"
import { answers, storyEnquirySetup, StoryOutcome, StoryTenant, storyVisitor, useWhen } from "./flow-story-fixtures.tsx"
import { MultiStepEnquiryView } from "./multi-step-enquiry-view.tsx"
import { useMultiStepEnquiry } from "./use-multi-step-enquiry.ts"

const steps: ReadonlyArray<EnquiryStep> = [
  { title: "Your details", fields: ["name", "email", "phone"] },
  { title: "Your enquiry", fields: ["message"] }
]
const car = { id: 1, name: "2022 Toyota Hilux SR5", stocknum: "T1234", car_type: "used" } as const

/** How far a story takes the enquiry: 0 opens it, 1 submits the first step, 2 the second. */
function MultiStep({
  submitLead,
  prefilled,
  submits
}: {
  readonly submitLead: () => Promise<LeadSubmitResponse>
  readonly prefilled: boolean
  readonly submits: number
}) {
  const form = useMultiStepEnquiry(
    { ...storyEnquirySetup(prefilled ? storyVisitor : null, prefilled ? "Is it still available?" : ""), steps, car },
    { submitLead, track: answers.done, store: answers.done }
  )
  useWhen(submits >= 1, form.submit)
  useWhen(submits >= 2 && form.step.number === 2, form.submit)
  return (
    <>
      <MultiStepEnquiryView form={form} />
      <StoryOutcome alert={form.alert} redirectTo={form.redirectTo} />
    </>
  )
}

const story =
  (element: ReactElement): Story =>
  () => <StoryTenant>{element}</StoryTenant>

export const FirstStep = story(<MultiStep submitLead={answers.lead} prefilled={false} submits={0} />)
export const FirstStepErrors = story(<MultiStep submitLead={answers.lead} prefilled={false} submits={1} />)
export const SecondStep = story(<MultiStep submitLead={answers.lead} prefilled submits={1} />)
export const Submitting = story(<MultiStep submitLead={answers.never} prefilled submits={2} />)
export const Failure = story(<MultiStep submitLead={answers.networkDown} prefilled submits={2} />)
export const UnexpectedError = story(<MultiStep submitLead={answers.refused} prefilled submits={2} />)
export const Success = story(<MultiStep submitLead={answers.lead} prefilled submits={2} />)
