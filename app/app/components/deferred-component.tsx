import { lazy, type ComponentType } from "react"

type Loaded<P> = { readonly default: ComponentType<P> }

/**
 * A below-the-fold widget whose code the browser fetches after the page is interactive (its
 * server HTML stays in place until then; wrap it in `<Suspense>`), while the server renders it
 * in the first response like any other component: there its module is loaded when this module
 * is, and handed to React at once, so no render waits or streams for it.
 *
 * @example
 * const FinanceSection = deferredComponent(() => import("./car-finance-section.tsx").then((m) => m.CarFinanceSection))
 */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  if (!import.meta.env.SSR) return lazy(async () => ({ default: await load() }))
  let loaded: Loaded<P> | null = null
  const loading = load().then((component) => (loaded = { default: component }))
  return lazy(() => {
    // A thenable that answers at once when the module is in, which React reads without suspending.
    const ready = loaded
    if (ready === null) return loading
    return { then: (resolve: (value: Loaded<P>) => void) => resolve(ready) } as unknown as Promise<Loaded<P>>
  })
}
