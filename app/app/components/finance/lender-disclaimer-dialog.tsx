import type { FinanceDisclaimerTexts } from "@dealer/core/finance"
import { FinanceDisclaimerDialog, useFinanceDisclaimer } from "@dealer/react"
import { useEffect, useRef } from "react"
import { loadCarFinanceDetails } from "./car-finance-details.ts"

/**
 * A lender strip's finance disclaimer dialog, loaded with its code on the first press of the
 * trigger: it opens at once and fetches the lender's disclaimer (then the generic one if none).
 * Each later press (`opened` counts them) opens it again.
 */
export function LenderDisclaimerDialog({
  carId,
  carPath,
  lender,
  texts,
  opened
}: {
  readonly carId: number
  readonly carPath: string
  readonly lender: string
  readonly texts: FinanceDisclaimerTexts
  readonly opened: number
}) {
  const disclaimer = useFinanceDisclaimer({ carId, lender, texts }, { loadDisclaimer: () => loadCarFinanceDetails(carPath) })
  const show = useRef(disclaimer.show)
  show.current = disclaimer.show
  useEffect(() => {
    if (opened > 0) show.current()
  }, [opened])
  return <FinanceDisclaimerDialog disclaimer={disclaimer} />
}
