/**
 * Submit a valid form; otherwise show its errors. Needs the machine's `isValid` guard and
 * `showValidation` action.
 */
export const submitOrShowErrors = [
  { guard: "isValid", target: "submitting" },
  { target: "invalid", actions: "showValidation" }
] as const

/** Editing a lead form: each change is kept; a submit sends a valid form or shows its errors. */
export const editingState = {
  on: { CHANGE: { actions: "change" }, SUBMIT: submitOrShowErrors }
} as const

/** Errors shown until a change makes the form valid again; a submit checks again. */
export const invalidState = {
  on: {
    CHANGE: [
      { guard: "isValidAfterChange", target: "editing", actions: ["change", "clearFeedback"] },
      { actions: ["change", "showValidation"] }
    ],
    SUBMIT: submitOrShowErrors
  }
} as const

/** The platform refused or never answered; the shopper may change the form and send again. */
export const failedState = {
  on: { CHANGE: { actions: "change" }, SUBMIT: submitOrShowErrors }
} as const

/**
 * The editing states a single-step lead form's statechart shares: editing, invalid (errors shown
 * until a change makes the form valid again) and failed (the platform refused or never answered;
 * the shopper may change and send again). The machine's setup provides the `change`,
 * `clearFeedback` and `showValidation` actions, the `isValid` and `isValidAfterChange` guards, and a
 * `submitting` state. Machines name the three states one by one (`editing: editingState`) rather
 * than spreading this object: a bundler cannot drop a spread, so a spread would keep the machine,
 * and XState, in every bundle that imports the machine's module (docs/decisions/0064).
 */
export const formEditingStates = { editing: editingState, invalid: invalidState, failed: failedState } as const
