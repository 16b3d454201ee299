import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"

/** One gallery photo: the full image and its thumbnail. */
export const CarImage = /* @__PURE__ */ Schema.Struct({ image_url: Schema.String, thumb_url: /* @__PURE__ */ Maybe(Schema.String) })
export type CarImage = typeof CarImage.Type

/** A walkaround or other clip of a car; the playable address sits under `video.url`. */
export const CarVideo = /* @__PURE__ */ Schema.Struct({
  id: /* @__PURE__ */ Maybe(Schema.Finite),
  title: /* @__PURE__ */ Maybe(Schema.String),
  video: /* @__PURE__ */ Schema.Struct({ url: Schema.String })
})
export type CarVideo = typeof CarVideo.Type

/**
 * Where a hotspot sits: on a spin frame (`frame`, exterior) or in the interior panorama, as
 * percentages of the view's width (`x`) and height (`y`).
 */
export const HotspotPosition = /* @__PURE__ */ Schema.Struct({
  frame: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt(), /* @__PURE__ */ Schema.isGreaterThanOrEqualTo(0))),
  x: Schema.Finite,
  y: Schema.Finite
})
export type HotspotPosition = typeof HotspotPosition.Type

/** A labelled point of interest on the spin or interior view. */
export const CarHotspot = /* @__PURE__ */ Schema.Struct({
  id: /* @__PURE__ */ Maybe(Schema.Finite),
  title: /* @__PURE__ */ Maybe(Schema.String),
  description: /* @__PURE__ */ Maybe(Schema.String),
  image_url: /* @__PURE__ */ Maybe(Schema.String),
  positions: /* @__PURE__ */ Schema.Array(HotspotPosition)
})
export type CarHotspot = typeof CarHotspot.Type

/** The hotspots of both viewer modes that have them. */
export const CarHotspots = /* @__PURE__ */ Schema.Struct({
  exterior: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Array(CarHotspot)),
  interior: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Array(CarHotspot))
})
export type CarHotspots = typeof CarHotspots.Type

/** One standard-equipment entry: feeds send either a plain name or a named item with a category. */
export const StandardEquipmentItem = /* @__PURE__ */ Schema.Union([
  Schema.String,
  /* @__PURE__ */ Schema.Struct({ name: Schema.String, category: /* @__PURE__ */ Maybe(Schema.String) })
])
export type StandardEquipmentItem = typeof StandardEquipmentItem.Type
