import { Schema } from "effect"
import { notFound } from "../../server/api-error.server.ts"
import { apiMessages } from "../../server/api-messages.server.ts"
import { apiLoader, onlyMethod } from "../../server/api-route.server.ts"
import { decodeInput, queryRecord } from "../../server/decode-input.server.ts"
import { imageHeaders } from "../../server/image-types.server.ts"
import { readSiteImage } from "../../server/site-image.server.ts"

const PlaceholderQuery = Schema.Struct({ colour: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(60))) })

/**
 * GET /images/placeholder/{shape}.svg?colour=: a car's placeholder picture, its body shape
 * (hatch, sedan, suv, ute, van, wagon) painted in its colour ("Soul Red Crystal" paints it red).
 */
export const loader = apiLoader("GET /images/placeholder/{shape}.svg", async ({ url }) => {
  decodeInput(PlaceholderQuery, queryRecord(url), "placeholder image request")
  const image = await readSiteImage(url.pathname + url.search)
  if (image === null) throw notFound(apiMessages.imageMissing)
  return new Response(new Uint8Array(image.bytes), { headers: imageHeaders(image.type) })
})

/** Any other method: 405. */
export const action = onlyMethod("GET")
