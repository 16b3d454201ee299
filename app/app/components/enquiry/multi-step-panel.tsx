import type { EnquiryCar, EnquiryForm, EnquiryFormSetup, EnquiryStep, MultiStepEnquiryApi, SelectChoice } from "@dealer/core/forms"
import { fillText } from "@dealer/core"
import { MultiStepEnquiryView, useMultiStepEnquiry, useTenant } from "@dealer/react"
import { useFollowLeadFlow, useLeadSubmission, useServedView } from "./use-lead-flow.ts"
import { useLeadRecords } from "./use-lead-records.ts"
import { FormToken } from "../form-token.tsx"

export interface MultiStepPanelProps {
  readonly setup: EnquiryFormSetup & { readonly steps: ReadonlyArray<EnquiryStep>; readonly car: EnquiryCar | null }
  readonly action: string
  readonly served?: Partial<MultiStepEnquiryApi> | null
  readonly categories?: ReadonlyArray<SelectChoice>
  readonly locations?: ReadonlyArray<SelectChoice>
  readonly dealerships?: ReadonlyArray<SelectChoice>
}

const hiddenValue = (value: EnquiryForm[keyof EnquiryForm]) =>
  value === null || value === undefined || Array.isArray(value) ? null : String(value)

/** The values of the other steps, posted again with this one by a browser without JavaScript. */
function CarriedValues({ form }: { readonly form: MultiStepEnquiryApi }) {
  const shown = new Set<string>([...form.step.fields, ...(form.step.isLast ? ["opt_in"] : [])])
  const carried = Object.entries(form.values).flatMap(([name, value]) => {
    const text = shown.has(name) ? null : hiddenValue(value as EnquiryForm[keyof EnquiryForm])
    return text === null ? [] : [[name, text] as const]
  })
  return (
    <>
      <input type="hidden" name="step" value={form.step.number - 1} />
      {carried.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}

/** The multi-step enquiry: one step per screen, with JavaScript or with a post per step. */
export function MultiStepPanel({ setup, action, served, categories, locations, dealerships }: MultiStepPanelProps) {
  const { texts } = useTenant()
  // The flow records its event and keeps the car itself (its recording state).
  const lead = useLeadSubmission(null)
  const records = useLeadRecords()
  const live = useMultiStepEnquiry(setup, {
    submitLead: lead.submitLead,
    track: (tracking) => records.track(tracking, setup.car?.id ?? null),
    store: records.store
  })
  useFollowLeadFlow(live, lead.sent)
  const form = useServedView(live, served)
  return (
    <>
      <p className="muted">
        {fillText(texts.enquiryStepCounter, { step: String(form.step.number), count: String(form.step.count) })}
      </p>
      <MultiStepEnquiryView
        form={form}
        action={action}
        {...(categories ? { categories } : {})}
        {...(locations ? { locations } : {})}
        {...(dealerships ? { dealerships } : {})}
      >
        <CarriedValues form={form} />
        <FormToken />
      </MultiStepEnquiryView>
    </>
  )
}
