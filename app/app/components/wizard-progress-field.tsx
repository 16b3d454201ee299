/**
 * Where a wizard stands (the trade-in valuation, the parts order), posted with each of its screens
 * so the next one also works without JavaScript.
 *
 * @example
 * <TradeInValuationView valuation={valuation} action={useFormAction()}><WizardProgressField progress={progress} /></TradeInValuationView>
 */
export function WizardProgressField({ progress }: { readonly progress: unknown }) {
  return <input type="hidden" name="progress" value={JSON.stringify(progress)} />
}
