import { IMAGE_DEFAULT_QUALITY, IMAGE_DEFAULT_WIDTH } from "@dealer/core"
import { Schema } from "effect"
import { invalidInput, notFound } from "../../server/api-error.server.ts"
import { apiMessages } from "../../server/api-messages.server.ts"
import { apiLoader, onlyMethod } from "../../server/api-route.server.ts"
import { decodeInput, queryRecord } from "../../server/decode-input.server.ts"
import { imageHeaders } from "../../server/image-types.server.ts"
import { resizeImage } from "../../server/resize-image.server.ts"
import { readSiteImage } from "../../server/site-image.server.ts"

const whole = (minimum: number, maximum: number, message: string) =>
  Schema.String.check(
    Schema.makeFilter((text: string) => {
      const value = Number(text)
      return (/^\d{1,5}$/.test(text) && value >= minimum && value <= maximum) || message
    })
  )

const ResizeQuery = Schema.Struct({
  url: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(2048)),
  w: Schema.optionalKey(whole(1, 4000, "Expected a width from 1 to 4000")),
  q: Schema.optionalKey(whole(1, 100, "Expected a quality from 1 to 100"))
})

const ownImage = /^\/images\/[A-Za-z0-9._\-/]+\.[a-z0-9]+(\?[^#]*)?$/i

/**
 * GET /images/resize?url=&w=&q=: the site's own image at `url` (a path under `/images/`, or a
 * painted placeholder), a raster scaled down to `w` (1-4000, default 640) and re-encoded at `q`
 * (1-100, default 75), cached for a year. SVG placeholders scale by themselves and are served as
 * they are. Another site's address is refused (400): this is no proxy.
 */
export const loader = apiLoader("GET /images/resize", async ({ url }) => {
  const query = decodeInput(ResizeQuery, queryRecord(url), "image request")
  if (!ownImage.test(query.url) || query.url.includes("..")) {
    throw invalidInput([{ path: "url", message: apiMessages.imageNotServed }])
  }
  const image = await readSiteImage(query.url)
  if (image === null) throw notFound(apiMessages.imageMissing)
  const width = query.w === undefined ? IMAGE_DEFAULT_WIDTH : Number(query.w)
  const quality = query.q === undefined ? IMAGE_DEFAULT_QUALITY : Number(query.q)
  const resized = await resizeImage(image, width, quality)
  return new Response(new Uint8Array(resized.bytes), { headers: imageHeaders(resized.type) })
})

/** Any other method: 405. */
export const action = onlyMethod("GET")
