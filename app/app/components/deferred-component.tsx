import { lazy, type ComponentType } from "react"

type Loaded<P> = { readonly default: ComponentType<P> }

/** A component whose code loads apart from its page's, and a way to start loading it early. */
export type DeferredComponent<P> = ComponentType<P> & {
  /** Starts loading the code (once); resolves when a render would no longer wait for it. */
  readonly preload: () => Promise<void>
}

/**
 * A widget whose code the browser fetches after the page is interactive (its server HTML stays in
 * place until then; wrap it in `<Suspense>`), while the server renders it in the first response
 * like any other component: there its module is loaded when this module is, and handed to React
 * at once, so no render waits or streams for it. In the browser too, once the code is in (after
 * `preload`, say, on a navigation to the page), React gets it without suspending.
 *
 * @example
 * const FinanceSection = deferredComponent(() => import("./car-finance-section.tsx").then((m) => m.CarFinanceSection))
 */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  let loaded: Loaded<P> | null = null
  let loading: Promise<Loaded<P>> | null = null
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        // A failed fetch (the network) is tried again by the next render or preload.
        loading = null
        throw error
      }
    ))
  if (import.meta.env.SSR) void start()
  const component = lazy(() => {
    // A thenable that answers at once when the module is in, which React reads without suspending.
    const ready = loaded
    if (ready === null) return start()
    return { then: (resolve: (value: Loaded<P>) => void) => resolve(ready) } as unknown as Promise<Loaded<P>>
  })
  return Object.assign(component, { preload: () => start().then(() => undefined) })
}
