import { Schema } from "effect"
import type { ViewerMode } from "./viewer-mode.ts"

/** The tenant setting's decoder of a viewer tab (`default_viewer_mode`). */
export const ViewerModeSchema: Schema.Codec<ViewerMode> = Schema.Literals(["spinner", "walkaround", "gallery", "interior"])
