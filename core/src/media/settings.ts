import * as Schema from "effect/Schema"
import { withDefault } from "../shared/with-default.ts"
import { GalleryVideoPosition } from "./gallery-video-slot.ts"
import { IMAGE_ENDPOINT } from "./image-url.ts"
import { DEFAULT_VIDEO_HOSTS, isOrigin } from "./video-sources.ts"

/**
 * A host a tenant's videos may play from, as an origin: `https://video.dealer.com.au` (a port only
 * where the host serves on one). Pages allow exactly these in their Content-Security-Policy.
 */
export const VideoHost = /* @__PURE__ */ Schema.String.check(
  /* @__PURE__ */ Schema.makeFilter((value) => isOrigin(value) || `a video host is an origin such as https://video.example.com.au, got ${JSON.stringify(value)}`)
)
import { ViewerModeSchema } from "./viewer-mode-schema.ts"

/**
 * A tenant's media settings: every "on some tenants" variant of this area as a named field with the
 * specification's default, so no rule compares a slug.
 */
export const MediaSettings = /* @__PURE__ */ Schema.Struct({
  /** The viewer tab a vehicle page opens on: spinner by default, gallery for some tenants. */
  default_viewer_mode: /* @__PURE__ */ withDefault(ViewerModeSchema, "spinner"),
  /** Where the video sits among the gallery's images. */
  gallery_video_position: /* @__PURE__ */ withDefault(GalleryVideoPosition, "second"),
  /** The image service endpoint images are requested through. */
  image_endpoint: /* @__PURE__ */ withDefault(Schema.NonEmptyString, IMAGE_ENDPOINT),
  /** Where the tenant's videos may play from besides the site itself (`playableVideo`, the page's CSP). */
  video_hosts: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(VideoHost), DEFAULT_VIDEO_HOSTS)
})
export type MediaSettings = typeof MediaSettings.Type
