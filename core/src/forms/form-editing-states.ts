/**
 * Submit a valid form; otherwise show its errors. Needs the machine's `isValid` guard and
 * `showValidation` action.
 */
export const submitOrShowErrors = [
  { guard: "isValid", target: "submitting" },
  { target: "invalid", actions: "showValidation" }
] as const

/**
 * The editing states a single-step lead form's statechart shares: editing, invalid (errors shown
 * until a change makes the form valid again) and failed (the platform refused or never answered;
 * the shopper may change and send again). The machine's setup provides the `change`,
 * `clearFeedback` and `showValidation` actions, the `isValid` and `isValidAfterChange` guards, and a
 * `submitting` state.
 *
 * @example
 * setup({ ... }).createMachine({ initial: "editing", states: { ...formEditingStates, submitting: { ... }, succeeded: { type: "final" } } })
 */
export const formEditingStates = {
  editing: {
    on: { CHANGE: { actions: "change" }, SUBMIT: submitOrShowErrors }
  },
  invalid: {
    on: {
      CHANGE: [
        { guard: "isValidAfterChange", target: "editing", actions: ["change", "clearFeedback"] },
        { actions: ["change", "showValidation"] }
      ],
      SUBMIT: submitOrShowErrors
    }
  },
  failed: {
    on: { CHANGE: { actions: "change" }, SUBMIT: submitOrShowErrors }
  }
} as const
