import { Schema } from "effect"
import { notFound } from "../../server/api-error.server.ts"
import { apiMessages } from "../../server/api-messages.server.ts"
import { apiLoader, onlyMethod } from "../../server/api-route.server.ts"
import { decodeInput, queryRecord } from "../../server/decode-input.server.ts"
import { imageHeaders } from "../../server/image-types.server.ts"
import { paintedPlaceholder, PLACEHOLDER_SHAPES } from "../../server/placeholder-svg.server.ts"
import { readPublicFile } from "../../server/public-files.server.ts"

const PlaceholderQuery = Schema.Struct({ colour: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(60))) })

/**
 * GET /images/placeholder/{shape}.svg?colour=: a car's placeholder picture, its body shape
 * (hatch, sedan, suv, ute, van, wagon) painted in its colour ("Soul Red Crystal" paints it red).
 */
export const loader = apiLoader("GET /images/placeholder/{shape}.svg", async ({ params, url }) => {
  const query = decodeInput(PlaceholderQuery, queryRecord(url), "placeholder image request")
  const shape = /^([a-z]+)\.svg$/.exec(params.file ?? "")?.[1]
  const known = PLACEHOLDER_SHAPES.find((candidate) => candidate === shape)
  const file = known ? await readPublicFile(`/images/cars/${known}.svg`) : null
  if (file === null) throw notFound(apiMessages.imageMissing)
  return new Response(paintedPlaceholder(file.toString("utf8"), query.colour ?? null), {
    headers: imageHeaders("image/svg+xml")
  })
})

/** Any other method: 405. */
export const action = onlyMethod("GET")
