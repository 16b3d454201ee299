import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type { SnapshotFrom } from "xstate"
import { decodeResult } from "../shared/decode.ts"
import { noFormFeedback, type FormFeedback } from "./form-flow.ts"
import { PARTS_STEPS, PartsForm, type PartsField, type PartsStep } from "./parts-form.ts"
import type { PartsWizardMachineInput } from "./parts-wizard-machine.ts"
import { partsWizardMachine } from "./parts-wizard-machine.ts"

/** The inputs each step of the parts wizard shows, in order (the location select comes with the contact details). */
export const PARTS_STEP_FIELDS = {
  "contact-details": ["name", "email", "phone"],
  "vehicle-details": ["Vehicle Make", "Vehicle Model", "Vehicle Year", "Rego", "VIN", "Part#"],
  "order-details": ["Order Detail"]
} as const satisfies Record<PartsStep, ReadonlyArray<PartsField>>

/**
 * Where a parts order stands between two page loads, for a page that works without JavaScript:
 * the step, the lead the first step created, and the values of every step so far.
 *
 * @example
 * import { decodePartsProgress, partsInitialValues } from "@dealer/core/forms"
 *
 * const form = new URLSearchParams({ progress: JSON.stringify({ step: "vehicle-details", leadId: 812, values: partsInitialValues(null) }) })
 * decodePartsProgress(form.get("progress"), partsInitialValues(null)).step // => "vehicle-details"
 */
export const PartsProgress = /* @__PURE__ */ Schema.Struct({
  step: /* @__PURE__ */ Schema.Literals(PARTS_STEPS),
  leadId: /* @__PURE__ */ Schema.NullOr(Schema.Finite),
  values: PartsForm
})
export type PartsProgress = typeof PartsProgress.Type

type Snapshot = SnapshotFrom<typeof partsWizardMachine>

/**
 * The progress carried in a form field (JSON), or the first step when it is missing or not a
 * parts order in progress.
 *
 * @example
 * import { decodePartsProgress, partsInitialValues } from "@dealer/core/forms"
 *
 * const values = partsInitialValues(null)
 * decodePartsProgress(null, values) // => { step: "contact-details", leadId: null, values }
 */
export function decodePartsProgress(raw: unknown, initialValues: PartsForm): PartsProgress {
  const start: PartsProgress = { step: PARTS_STEPS[0], leadId: null, values: initialValues }
  if (typeof raw !== "string" || raw === "") return start
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return start
  }
  const decoded = decodeResult(PartsProgress, json, "parts progress")
  return Result.isSuccess(decoded) ? decoded.success : start
}

/**
 * The progress a wizard snapshot has reached.
 *
 * @example
 * import { partsInitialValues, partsProgressOf, partsWizardMachine } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 * import { createActor } from "xstate"
 *
 * const tenant = exampleTenant()
 * const now = new Date("2026-03-02T10:00:00+10:00")
 * const input = { values: partsInitialValues(null), page: exampleLeadPage(), settings: tenant.forms, locationShown: false, now, texts: tenant.texts }
 * const actor = createActor(partsWizardMachine, { input }).start()
 *
 * partsProgressOf(actor.getSnapshot()).step // => "contact-details"
 * partsProgressOf(actor.getSnapshot()).leadId // => null
 */
export function partsProgressOf(snapshot: Snapshot): PartsProgress {
  const { step, leadId, values } = snapshot.context
  return { step, leadId, values }
}

/**
 * The wizard's snapshot at a progress, with the feedback of its last submit: what a page renders
 * from, and what an actor resumes from (`createActor(machine, { snapshot })`).
 *
 * @example
 * import { connectPartsWizard, partsInitialValues, resumedPartsWizard } from "@dealer/core/forms"
 * import { exampleLeadPage, exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 * const now = new Date("2026-03-02T10:00:00+10:00")
 * const input = { values: partsInitialValues(null), page: exampleLeadPage(), settings: tenant.forms, locationShown: false, now, texts: tenant.texts }
 * const progress = { step: "vehicle-details", leadId: 812, values: input.values } as const
 *
 * connectPartsWizard(resumedPartsWizard(progress, input), () => {}).stepTitle // => "Vehicle Details"
 */
export function resumedPartsWizard(
  progress: PartsProgress,
  input: PartsWizardMachineInput,
  feedback: FormFeedback<PartsField> = noFormFeedback
): Snapshot {
  return partsWizardMachine.resolveState({
    value: "editing",
    context: { ...input, ...feedback, values: progress.values, step: progress.step, leadId: progress.leadId }
  })
}

/**
 * The progress with a posted form's fields of the current step (a field not posted keeps its value).
 *
 * @example
 * import { partsInitialValues, partsPostedProgress } from "@dealer/core/forms"
 *
 * const progress = { step: "order-details", leadId: 812, values: partsInitialValues(null) } as const
 *
 * partsPostedProgress(progress, { "Order Detail": "Front brake pads" }).values["Order Detail"] // => "Front brake pads"
 * partsPostedProgress(progress, { name: "Jo" }).values.name // => ""
 */
export function partsPostedProgress(progress: PartsProgress, entries: Readonly<Record<string, string>>): PartsProgress {
  const posted: Record<string, string> = {}
  for (const field of PARTS_STEP_FIELDS[progress.step]) {
    const value = entries[field]
    if (value !== undefined) posted[field] = value
  }
  return { ...progress, values: { ...progress.values, ...posted } }
}
