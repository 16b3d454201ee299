import type { EnquiryFormApi, LeadSubmitResponse } from "@dealer/core/forms"
import type { Story } from "@ladle/react"
import { useState, type ReactElement } from "react"
import { useTenant } from "../tenant/tenant-provider.tsx"
import { Dialog } from "./dialog.tsx"
import { EnquiryFormView } from "./enquiry-form-view.tsx"
import {
  answers,
  storyEnquirySetup,
  StoryOutcome,
  storyPage,
  StoryTenant,
  storyVisitor,
  useWhen
} from "./flow-story-fixtures.tsx"
import { useEnquiryForm } from "./use-enquiry-form.ts"
import { useRequestPhotosForm, useSimilarCarForm } from "./use-vehicle-dialog-form.ts"

type SubmitLead = () => Promise<LeadSubmitResponse>

function Form({ form }: { readonly form: EnquiryFormApi }) {
  return (
    <>
      <EnquiryFormView form={form} />
      <StoryOutcome alert={form.alert} redirectTo={form.redirectTo} />
    </>
  )
}

function Enquiry({ submitLead, submit }: { readonly submitLead: SubmitLead; readonly submit: boolean }) {
  const form = useEnquiryForm(storyEnquirySetup(submit ? storyVisitor : null, "Is this car still available?"), {
    submitLead
  })
  useWhen(submit, form.submit)
  return <Form form={form} />
}

function EmptySubmitted() {
  const form = useEnquiryForm(storyEnquirySetup(null), { submitLead: answers.lead })
  useWhen(true, form.submit)
  return <Form form={form} />
}

const story =
  (element: ReactElement): Story =>
  () => <StoryTenant>{element}</StoryTenant>

export const Idle = story(<Enquiry submitLead={answers.lead} submit={false} />)
export const ValidationErrors = story(<EmptySubmitted />)
export const Submitting = story(<Enquiry submitLead={answers.never} submit />)
export const Failure = story(<Enquiry submitLead={answers.networkDown} submit />)
export const LeadRefused = story(<Enquiry submitLead={answers.refused} submit />)
export const Success = story(<Enquiry submitLead={answers.lead} submit />)

const vehicle = {
  dealership_slug: "brisbane-toyota",
  manufacturer_slug: "toyota",
  stock_number: "T1234",
  "Vehicle Make": "Toyota",
  "Vehicle Model": "Hilux",
  car_type: "used",
  car_id: 1,
  vehicle_status: "in_stock"
}
const dialogContext = {
  carName: "2022 Toyota Hilux SR5",
  vehicle,
  page: storyPage,
  stored: storyVisitor,
  dealershipCount: 1
}

function InDialog({ title, children }: { readonly title: string; readonly children: ReactElement }) {
  const { texts } = useTenant()
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {title}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={title} closeLabel={texts.formsDialogCloseLabel}>
        {children}
      </Dialog>
    </>
  )
}

function EnquireNow() {
  const { texts } = useTenant()
  const form = useEnquiryForm({ ...storyEnquirySetup(storyVisitor), vehicle }, { submitLead: answers.lead })
  return (
    <InDialog title={texts.enquireNowTitle}>
      <Form form={form} />
    </InDialog>
  )
}

function RequestPhotos() {
  const { texts } = useTenant()
  const form = useRequestPhotosForm(dialogContext, { submitLead: answers.lead })
  return (
    <InDialog title={texts.requestPhotosTitle}>
      <Form form={form} />
    </InDialog>
  )
}

function FindSimilar() {
  const { texts } = useTenant()
  const form = useSimilarCarForm(
    { ...dialogContext, vehicle: { ...vehicle, vehicle_status: "sold" } },
    {
      submitLead: answers.lead
    }
  )
  return (
    <section>
      <h2>{texts.findSimilar}</h2>
      <Form form={form} />
    </section>
  )
}

export const EnquireNowDialog = story(<EnquireNow />)
export const RequestPhotosDialog = story(<RequestPhotos />)
export const FindMeSomethingSimilar = story(<FindSimilar />)
