import type { FinanceDisclaimerTexts, LenderStripView } from "@dealer/core/finance"
import { lazy, Suspense, useState } from "react"
import { FinanceStrip } from "../search/finance-strip.tsx"
import "../../styles/finance-strips.css"

// The dialog, its statechart and the API client load on the first press of Disclaimer.
const LenderDisclaimerDialog = lazy(() =>
  import("./lender-disclaimer-dialog.tsx").then((module) => ({ default: module.LenderDisclaimerDialog }))
)

function LenderStrip({
  strip,
  carId,
  carPath,
  texts
}: {
  readonly strip: LenderStripView
  readonly carId: number
  readonly carPath: string
  readonly texts: FinanceDisclaimerTexts
}) {
  const [opened, setOpened] = useState(0)
  return (
    <div className="lender-strip" data-lender={strip.lender}>
      <FinanceStrip finance={strip.summary} caption={strip.lender} />
      <button
        type="button"
        className="lender-strip__disclaimer"
        aria-haspopup="dialog"
        aria-label={`${texts.financeDisclaimerButton}: ${strip.lender}`}
        onClick={() => setOpened((count) => count + 1)}
      >
        {texts.financeDisclaimerButton}
      </button>
      {opened > 0 ? (
        <Suspense fallback={null}>
          <LenderDisclaimerDialog carId={carId} carPath={carPath} lender={strip.lender} texts={texts} opened={opened} />
        </Suspense>
      ) : null}
    </div>
  )
}

/** A car's lender finance strips (core's `lenderStrips`), each with its finance disclaimer dialog. */
export function LenderStrips({
  strips,
  carId,
  carPath,
  texts
}: {
  readonly strips: ReadonlyArray<LenderStripView>
  readonly carId: number
  readonly carPath: string
  readonly texts: FinanceDisclaimerTexts | null
}) {
  if (strips.length === 0 || texts === null) return null
  return (
    <div className="lender-strips">
      {strips.map((strip) => (
        <LenderStrip key={strip.lender} strip={strip} carId={carId} carPath={carPath} texts={texts} />
      ))}
    </div>
  )
}
