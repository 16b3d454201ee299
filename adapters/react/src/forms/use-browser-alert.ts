import { useEffect, useRef } from "react"

const windowAlert = (message: string) => window.alert(message)

/**
 * Shows a flow's pending browser alert once ('An error occurred when submitting this form') and
 * tells the flow it was shown.
 *
 * @example
 * useBrowserAlert(form) // window.alert(form.alert), then form.dismissAlert()
 */
export function useBrowserAlert(
  feedback: { readonly alert: string | null; readonly dismissAlert: () => void },
  show: (message: string) => void = windowAlert
): void {
  const latest = useRef({ dismissAlert: feedback.dismissAlert, show })
  latest.current = { dismissAlert: feedback.dismissAlert, show }
  const { alert } = feedback
  useEffect(() => {
    if (alert === null) return
    latest.current.show(alert)
    latest.current.dismissAlert()
  }, [alert])
}
