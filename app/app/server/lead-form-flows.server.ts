import {
  connectEnquiryForm,
  connectLeadForm,
  connectMultiStepEnquiry,
  connectTestDriveBooking,
  enquiryFormInput,
  enquiryFormMachine,
  leadFormInput,
  leadFormMachine,
  multiStepEnquiryMachine,
  POSTED_BACK_INTENT,
  postedEnquiryValues,
  postedLeadFormValues,
  postedTestDriveValues,
  testDriveBookingInput,
  testDriveBookingMachine,
  validateTestDriveBooking,
  type EnquiryCar,
  type EnquiryFormSetup,
  type EnquiryStep
} from "@dealer/core/forms"
import { createActor, fromPromise } from "xstate"
import { flowViewData, settleFlow, successRedirect, type LeadFormPost } from "./lead-form-action.server.ts"
import { testDriveTimes } from "./test-drive-times.server.ts"

const ignore = () => {}

/**
 * A posted enquiry (Enquire Now, Request Photos, Find Me Something Similar, contact, finance):
 * the enquiry statechart runs on the posted values; its lead is stored, or its view comes back.
 *
 * @example
 * export async function action(args) { return postEnquiryForm(await readLeadFormPost(args), setup) }
 */
export async function postEnquiryForm(post: LeadFormPost, setup: EnquiryFormSetup) {
  const { tenant, posted } = post
  const opening = enquiryFormInput(setup, tenant.forms, tenant.texts)
  const input = { ...opening, values: postedEnquiryValues(opening.values, posted, opening.layout) }
  const machine = enquiryFormMachine.provide({
    actors: { submitLead: fromPromise(({ input: lead }) => post.submitLead(lead)) }
  })
  const snapshot = await settleFlow(
    createActor(machine, { input }),
    [{ type: "SUBMIT" }],
    (s) => !connectEnquiryForm(s, ignore).submitting
  )
  const view = connectEnquiryForm(snapshot, ignore)
  if (view.redirectTo !== null) return successRedirect(post)
  return { form: flowViewData(view) }
}

/**
 * A posted lead form (a tenant's Enquire Now as the short lead form): the lead form statechart runs
 * on the posted values, honeypot included, so a bot's post is stored undelivered and answered like
 * anyone's; the shopper's details are the browser's to keep, so nothing is remembered here.
 *
 * @example
 * return postLeadForm(await readLeadFormPost(args), enquireNowFormSetup(context))
 */
export async function postLeadForm(post: LeadFormPost, setup: EnquiryFormSetup) {
  const { tenant, posted } = post
  const opening = leadFormInput(setup, tenant.texts)
  const input = { ...opening, values: postedLeadFormValues(opening.values, posted) }
  const machine = leadFormMachine.provide({
    actors: {
      submitLead: fromPromise(({ input: lead }) => post.submitLead(lead)),
      // Local storage has no server counterpart.
      rememberDetails: fromPromise(async () => {})
    }
  })
  const snapshot = await settleFlow(
    createActor(machine, { input }),
    [{ type: "SUBMIT" }],
    (s) => !connectLeadForm(s, ignore).submitting
  )
  const view = connectLeadForm(snapshot, ignore)
  if (view.redirectTo !== null) return successRedirect(post)
  return { form: flowViewData(view) }
}

/**
 * A posted test drive booking: the chosen day's free times are looked up as the browser would
 * (`intent=times` only shows them), the chosen time is taken if offered, and the booking is sent.
 * A posted time the day no longer offers is reported with core's message, not dropped.
 *
 * @example
 * return postTestDriveForm(await readLeadFormPost(args), setup)
 */
export async function postTestDriveForm(post: LeadFormPost, setup: EnquiryFormSetup) {
  const { tenant, posted, now } = post
  const opening = testDriveBookingInput(setup, tenant.forms, tenant.texts, now)
  const values = postedTestDriveValues(opening.values, posted, opening.layout)
  const chosen = values.preferred_date_time ?? null
  const day = posted.test_drive_day?.trim() || chosen?.slice(0, 10) || ""
  const location = values.location ?? setup.location ?? null
  const machine = testDriveBookingMachine.provide({
    actors: {
      loadAvailability: fromPromise(({ input }) => testDriveTimes(post.services, tenant, now)(input)),
      submitLead: fromPromise(({ input: lead }) => post.submitLead(lead))
    }
  })
  const actor = createActor(machine, { input: { ...opening, values: { ...values, preferred_date_time: null } } })
  const events = [
    ...(day && location !== null ? [{ type: "CHOOSE_DAY" as const, location, day }] : []),
    ...(chosen ? [{ type: "CHOOSE_SLOT" as const, slot: chosen }] : []),
    ...(posted.intent === "times" ? [] : [{ type: "SUBMIT" as const }])
  ]
  // Without a day to look up there is nothing to wait for; the machine is still started and run.
  const snapshot = await settleFlow(actor, events, (s) => {
    const view = connectTestDriveBooking(s, ignore)
    return !view.availability.loading && !view.submitting
  })
  const view = connectTestDriveBooking(snapshot, ignore)
  const offered = view.availability.slots.map((slot) => slot.value)
  if (chosen && !offered.includes(chosen) && posted.intent !== "times") {
    const validation = validateTestDriveBooking(values, offered, opening.layout, now, tenant.texts)
    const fieldErrors = Object.fromEntries(validation.fieldErrors.map((error) => [error.field, error.message]))
    return { form: flowViewData({ ...view, errorSummary: validation.summary, fieldErrors }) }
  }
  if (view.redirectTo !== null) return successRedirect(post)
  return { form: flowViewData(view) }
}

/**
 * A posted step of the multi-step enquiry: the steps before it are passed again (their values
 * come back as hidden fields), then this one is submitted; the answer is the next step's view,
 * this step's errors, or the success page after the last. Posted with Back
 * (`intent=back`), the flow goes back instead, keeping every value entered.
 *
 * @example
 * return postMultiStepEnquiry(await readLeadFormPost(args), { ...setup, steps, car: null })
 */
export async function postMultiStepEnquiry(
  post: LeadFormPost,
  setup: EnquiryFormSetup & { readonly steps: ReadonlyArray<EnquiryStep>; readonly car: EnquiryCar | null }
) {
  const { tenant, posted } = post
  const opening = enquiryFormInput(setup, tenant.forms, tenant.texts)
  const stepIndex = Math.min(Math.max(Number.parseInt(posted.step ?? "0", 10) || 0, 0), setup.steps.length - 1)
  const isLast = stepIndex === setup.steps.length - 1
  const shown = [...(setup.steps[stepIndex]?.fields ?? []), ...(isLast ? (["opt_in"] as const) : [])]
  const values = postedEnquiryValues(opening.values, posted, opening.layout, shown)
  const machine = multiStepEnquiryMachine.provide({
    actors: {
      submitLead: fromPromise(({ input: lead }) => post.submitLead(lead)),
      // The browser's analytics and local storage have no server counterpart.
      track: fromPromise(async () => {}),
      store: fromPromise(async () => {})
    }
  })
  const actor = createActor(machine, { input: { ...opening, values, steps: setup.steps, car: setup.car } })
  // The earlier steps are passed again to reach this one; Back leaves it unchecked, as in the browser.
  const goesBack = posted.intent === POSTED_BACK_INTENT
  const reach = Array.from({ length: goesBack ? stepIndex : stepIndex + 1 }, () => ({ type: "SUBMIT" as const }))
  const events = goesBack ? [...reach, { type: "BACK" as const }] : reach
  const snapshot = await settleFlow(actor, events, (s) => !connectMultiStepEnquiry(s, ignore).submitting)
  const view = connectMultiStepEnquiry(snapshot, ignore)
  if (view.redirectTo !== null) return successRedirect(post)
  return { form: flowViewData(view) }
}
