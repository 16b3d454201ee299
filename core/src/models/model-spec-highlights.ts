import type { Model } from "./model.ts"

/** The model page's specification strip shows this many figures (document 001, section 2). */
export const MODEL_SPEC_HIGHLIGHT_COUNT = 4

/** One figure of the specification strip. */
export interface ModelSpecHighlight {
  readonly value: string
  readonly category: string
}

/**
 * The first 4 model specifications with a value, in data order; blank values count as missing.
 *
 * @example
 * import { modelSpecHighlights } from "@dealer/core/models"
 *
 * modelSpecHighlights({ model_specifications: [{ value: null, category: "Power" }, { value: "1.6L", category: "Engine" }] })
 * // => [{ value: "1.6L", category: "Engine" }]
 */
export function modelSpecHighlights(model: Pick<Model, "model_specifications">): ReadonlyArray<ModelSpecHighlight> {
  return (model.model_specifications ?? [])
    .flatMap((spec) => {
      const value = spec.value?.trim()
      return value ? [{ value, category: spec.category?.trim() ?? "" }] : []
    })
    .slice(0, MODEL_SPEC_HIGHLIGHT_COUNT)
}
