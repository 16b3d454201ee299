import {
  connectPartsWizard,
  partsInitialValues,
  resumedPartsWizard,
  type FormFeedback,
  type LeadPageContext,
  type PartsField,
  type PartsProgress
} from "@dealer/core"
import { PartsWizardView, useBrowserAlert, usePartsWizard, useTenant } from "@dealer/react"
import { useEffect } from "react"
import { useFormAction, useNavigate } from "react-router"
import { WizardProgressField } from "../wizard-progress-field.tsx"
import { partsServices } from "./parts-services.ts"

/** What a step posted without JavaScript answered: where the order stands and its feedback. */
export interface PostedPartsStep {
  readonly progress: PartsProgress
  readonly feedback: FormFeedback<PartsField>
}

const noop = () => {}

/**
 * The parts order of a page: the statechart in the browser (through `usePartsWizard`, going to the
 * success page when the order is in), or, after a post without JavaScript, the step the server's
 * run of the same statechart reached.
 *
 * @example
 * <PartsOrderSection page={page} successPath={successPath} posted={useActionData()} />
 */
export function PartsOrderSection(props: {
  readonly page: LeadPageContext
  readonly successPath: string
  readonly posted: PostedPartsStep | null
}) {
  const tenant = useTenant()
  const navigate = useNavigate()
  const action = useFormAction()
  const browser = usePartsWizard({ page: props.page, locationShown: false, stored: null }, partsServices)
  useBrowserAlert(props.posted === null ? browser : { alert: null, dismissAlert: noop })
  const done = browser.redirectTo !== null
  useEffect(() => {
    if (done) void navigate(props.successPath)
  }, [done, navigate, props.successPath])
  if (props.posted !== null) {
    const input = {
      values: props.posted.progress.values,
      page: props.page,
      settings: tenant.forms,
      locationShown: false,
      now: new Date(),
      texts: tenant.texts
    }
    const snapshot = resumedPartsWizard(props.posted.progress, input, props.posted.feedback)
    return (
      <PartsWizardView wizard={connectPartsWizard(snapshot, noop)} action={action} live={false}>
        <WizardProgressField progress={props.posted.progress} />
      </PartsWizardView>
    )
  }
  const opening = { step: "contact-details" as const, leadId: null, values: partsInitialValues(null) }
  return (
    <PartsWizardView wizard={browser} action={action}>
      <WizardProgressField progress={opening} />
    </PartsWizardView>
  )
}
