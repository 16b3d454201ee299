import { useTenantOrNull } from "../tenant/tenant-provider.tsx"
import { useToasts } from "./toast-provider.tsx"

/**
 * The page's toast: a polite live region, always present so screen readers hear each new toast,
 * holding at most one toast with its title, message, optional action link and a dismiss button.
 *
 * The dismiss button's name is the tenant's text, or the one given (a page without `TenantProvider`).
 *
 * @example
 * <ToastRegion className="toast-region" />
 */
export function ToastRegion({ className, dismissLabel }: { readonly className?: string; readonly dismissLabel?: string }) {
  const { toast, dismiss } = useToasts()
  const tenant = useTenantOrNull()
  const label = dismissLabel ?? tenant?.texts.toastDismiss
  if (label === undefined) throw new Error("ToastRegion needs <TenantProvider> or its dismissLabel")
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={className}>
      {toast && (
        <div className="toast" data-toast-id={toast.id}>
          {toast.title && <strong className="toast-title">{toast.title}</strong>}
          <p className="toast-message">{toast.message}</p>
          {toast.action && (
            <a href={toast.action.href} className="toast-action">
              {toast.action.label}
            </a>
          )}
          <button type="button" onClick={dismiss} aria-label={label} className="toast-dismiss">
            ×
          </button>
        </div>
      )}
    </div>
  )
}
