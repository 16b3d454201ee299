import { PLACEHOLDER_SHAPES, type PlaceholderShape } from "@dealer/core"
import { imageContentType } from "./image-types.server.ts"
import { paintedPlaceholder } from "./placeholder-svg.server.ts"
import { readPublicFile } from "./public-files.server.ts"

/** An image of the site's own, with its content type. */
export interface SiteImage {
  readonly bytes: Buffer
  readonly type: string
}

/** The placeholder shape a `/images/placeholder/{shape}.svg` path names, or null. */
export function placeholderShape(pathname: string): PlaceholderShape | null {
  const shape = /^\/images\/placeholder\/([a-z]+)\.svg$/.exec(pathname)?.[1]
  return PLACEHOLDER_SHAPES.find((candidate) => candidate === shape) ?? null
}

/**
 * The site's own image at a site address: a file under `/images/`, or a painted body-shape
 * placeholder (`/images/placeholder/ute.svg?colour=Red`). Null for anything else, including
 * other sites' images and paths that leave the public folder.
 *
 * @example
 * await readSiteImage("/images/placeholder/ute.svg?colour=Soul%20Red%20Crystal") // { type: "image/svg+xml", ... }
 */
export async function readSiteImage(address: string): Promise<SiteImage | null> {
  if (!address.startsWith("/images/")) return null
  const { pathname, searchParams } = new URL(address, "http://site.invalid")
  const shape = placeholderShape(pathname)
  if (shape !== null) {
    const file = await readPublicFile(`/images/cars/${shape}.svg`)
    if (file === null) return null
    const painted = paintedPlaceholder(file.toString("utf8"), searchParams.get("colour"))
    return { bytes: Buffer.from(painted, "utf8"), type: "image/svg+xml" }
  }
  const type = imageContentType(pathname)
  const bytes = type === null ? null : await readPublicFile(pathname)
  return bytes === null || type === null ? null : { bytes, type }
}
