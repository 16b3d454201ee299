import { Schema } from "effect"
import { invalidInput, notFound } from "../../server/api-error.server.ts"
import { apiMessages } from "../../server/api-messages.server.ts"
import { apiLoader, onlyMethod } from "../../server/api-route.server.ts"
import { decodeInput, queryRecord } from "../../server/decode-input.server.ts"
import { imageContentType, imageHeaders } from "../../server/image-types.server.ts"
import { readPublicFile } from "../../server/public-files.server.ts"

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

/**
 * GET /images/resize?url=&w=&q=: the site's own image at `url` (a path under `/images/`), with
 * `w` (1-4000, default 640) and `q` (1-100, default 75) checked, cached for a year. SVG
 * placeholders scale by themselves and are served as they are; raster images are served at
 * their stored size and quality too, since the embedded server has no image codec. Another
 * site's address is refused (400): this is no proxy.
 */
export const loader = apiLoader("GET /images/resize", async ({ url }) => {
  const query = decodeInput(ResizeQuery, queryRecord(url), "image request")
  const type = imageContentType(query.url)
  if (!query.url.startsWith("/images/") || type === null) {
    throw invalidInput([{ path: "url", message: apiMessages.imageNotServed }])
  }
  const file = await readPublicFile(query.url)
  if (file === null) throw notFound(apiMessages.imageMissing)
  return new Response(new Uint8Array(file), {
    headers: imageHeaders(type)
  })
})

/** Any other method: 405. */
export const action = onlyMethod("GET")
