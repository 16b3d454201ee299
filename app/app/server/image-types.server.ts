/** Content types of the image files the site serves, by extension. */
const IMAGE_TYPES: Readonly<Record<string, string>> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif"
}

/**
 * The content type of an image path, or null for anything that is not an image.
 *
 * @example
 * imageContentType("/images/cars/sedan.svg") // "image/svg+xml"
 */
export function imageContentType(sitePath: string): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(sitePath)?.[1]?.toLowerCase()
  return extension === undefined ? null : (IMAGE_TYPES[extension] ?? null)
}

/** Headers of an image that never changes at its address: cached for a year; an SVG may run nothing. */
export function imageHeaders(contentType: string): Record<string, string> {
  return {
    "Content-Type": contentType,
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    ...(contentType === "image/svg+xml"
      ? { "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'" }
      : {})
  }
}
