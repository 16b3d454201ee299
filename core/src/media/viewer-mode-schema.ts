import * as Schema from "effect/Schema"
import type { ViewerMode } from "./viewer-mode.ts"

/** The tenant setting's decoder of a viewer tab (`default_viewer_mode`). */
export const ViewerModeSchema: Schema.Codec<ViewerMode> = /* @__PURE__ */ Schema.Literals(["spinner", "walkaround", "gallery", "interior"])
