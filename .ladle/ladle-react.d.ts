/**
 * The two types of `@ladle/react` the stories and the provider use, for the type-check only
 * (`paths` in app/ and .ladle/ map the package here; Vite still loads the real package).
 * The package's declarations import its own `.tsx` sources, and tsgo rejects two of their JSX
 * lines that carry `@ts-ignore` where tsgo does not honour it (decision 0070).
 */
import type { FC, ReactNode } from "react"

/** A story: a component, with the options Ladle reads from it. */
export interface Story<P = {}> extends FC<P> {
  args?: Partial<P>
  storyName?: string
  parameters?: Record<string, unknown>
}

/** The component every story renders inside (`.ladle/components.tsx`). */
export type GlobalProvider = FC<{
  children: ReactNode
  globalState: unknown
  dispatch: unknown
  config: unknown
}>
