/** Opens the browser's print dialog; hidden on paper. */
export function PrintButton({ label }: { readonly label: string }) {
  return (
    <button type="button" className="button print-page__print" onClick={() => window.print()}>
      {label}
    </button>
  )
}
