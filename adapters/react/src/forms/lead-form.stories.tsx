import type { LeadForm, LeadFormApi, LeadSubmitResponse } from "@dealer/core/forms"
import type { Story } from "@ladle/react"
import { useState, type ReactElement } from "react"
import { useTenant } from "../tenant/tenant-provider.tsx"
import { Dialog } from "./dialog.tsx"
import { answers, storyEnquirySetup, StoryOutcome, StoryTenant, storyVisitor, useWhen } from "./flow-story-fixtures.tsx"
import { LeadFormView } from "./lead-form-view.tsx"
import { useLeadForm } from "./use-lead-form.ts"

type SubmitLead = () => Promise<LeadSubmitResponse>

const visitor = { ...storyVisitor, postcode: "4305" }

function Form({ form }: { readonly form: LeadFormApi }) {
  return (
    <>
      <LeadFormView form={form} />
      <StoryOutcome alert={form.alert} redirectTo={form.redirectTo} />
    </>
  )
}

/** The lead form, filled with `changes` over a returning visitor's details, then submitted when asked. */
function Lead({
  submitLead,
  submit,
  changes = {}
}: {
  readonly submitLead: SubmitLead
  readonly submit: boolean
  readonly changes?: Partial<LeadForm>
}) {
  const form = useLeadForm(storyEnquirySetup(visitor), { submitLead, rememberDetails: answers.done })
  const [filled, setFilled] = useState(false)
  useWhen(true, () => {
    form.change("has_trade_in", "Yes")
    for (const [field, value] of Object.entries(changes)) form.change(field as "name", value as string)
    setFilled(true)
  })
  useWhen(filled && submit, form.submit)
  return <Form form={form} />
}

function EmptySubmitted() {
  const form = useLeadForm(storyEnquirySetup(null), { submitLead: answers.lead, rememberDetails: answers.done })
  useWhen(true, form.submit)
  return <Form form={form} />
}

function EnquireNow() {
  const { texts } = useTenant()
  const [open, setOpen] = useState(true)
  const form = useLeadForm(storyEnquirySetup(null), { submitLead: answers.lead, rememberDetails: answers.done })
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title={texts.enquireNowTitle} closeLabel={texts.formsDialogCloseLabel}>
      <Form form={form} />
    </Dialog>
  )
}

const story =
  (element: ReactElement): Story =>
  () => <StoryTenant>{element}</StoryTenant>

export const Idle = story(<Lead submitLead={answers.lead} submit={false} />)
export const ValidationErrors = story(<EmptySubmitted />)
export const InvalidPostcode = story(<Lead submitLead={answers.lead} submit changes={{ postcode: "430" }} />)
export const Submitting = story(<Lead submitLead={answers.never} submit />)
export const Failure = story(<Lead submitLead={answers.networkDown} submit />)
export const Success = story(<Lead submitLead={answers.lead} submit />)
export const EnquireNowDialog = story(<EnquireNow />)
