import { Schema } from "effect"
import { Maybe } from "../shared/maybe.ts"

/** One gallery photo: the full image and its thumbnail. */
export const CarImage = Schema.Struct({ image_url: Schema.String, thumb_url: Maybe(Schema.String) })
export type CarImage = typeof CarImage.Type

/** A walkaround or other clip of a car; the playable address sits under `video.url`. */
export const CarVideo = Schema.Struct({
  id: Maybe(Schema.Finite),
  title: Maybe(Schema.String),
  video: Schema.Struct({ url: Schema.String })
})
export type CarVideo = typeof CarVideo.Type

/**
 * Where a hotspot sits: on a spin frame (`frame`, exterior) or in the interior panorama, as
 * percentages of the view's width (`x`) and height (`y`).
 */
export const HotspotPosition = Schema.Struct({
  frame: Maybe(Schema.Finite.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))),
  x: Schema.Finite,
  y: Schema.Finite
})
export type HotspotPosition = typeof HotspotPosition.Type

/** A labelled point of interest on the spin or interior view. */
export const CarHotspot = Schema.Struct({
  id: Maybe(Schema.Finite),
  title: Maybe(Schema.String),
  description: Maybe(Schema.String),
  image_url: Maybe(Schema.String),
  positions: Schema.Array(HotspotPosition)
})
export type CarHotspot = typeof CarHotspot.Type

/** The hotspots of both viewer modes that have them. */
export const CarHotspots = Schema.Struct({
  exterior: Maybe(Schema.Array(CarHotspot)),
  interior: Maybe(Schema.Array(CarHotspot))
})
export type CarHotspots = typeof CarHotspots.Type

/** One standard-equipment entry: feeds send either a plain name or a named item with a category. */
export const StandardEquipmentItem = Schema.Union([
  Schema.String,
  Schema.Struct({ name: Schema.String, category: Maybe(Schema.String) })
])
export type StandardEquipmentItem = typeof StandardEquipmentItem.Type
