/** Image service defaults (document 001, section 9: quality 75, width 640). */
export const IMAGE_DEFAULT_WIDTH = 640
/** The image quality asked of the image service when a caller names none. */
export const IMAGE_DEFAULT_QUALITY = 75
/** The local image endpoint: `/images/resize?url={source}&w={width}&q={quality}`. */
export const IMAGE_ENDPOINT = "/images/resize"

/** Width and quality of one image request; both default to the specification's values. */
export interface ImageSize {
  readonly width?: number
  readonly quality?: number
}

/**
 * The image service URL of a source image: `{endpoint}?url={encoded source}&w={width}&q={quality}`.
 * Inline `data:` and `blob:` sources pass through untouched, since there is nothing to fetch.
 * Width must be a positive whole number and quality a whole number from 1 to 100.
 *
 * @example
 * import { imageUrl } from "@dealer/core/media"
 *
 * imageUrl("https://cdn.example.com/cars/1.jpg")
 * // => "/images/resize?url=https%3A%2F%2Fcdn.example.com%2Fcars%2F1.jpg&w=640&q=75"
 * imageUrl("/logo.png", { width: 320, quality: 90 }) // => "/images/resize?url=%2Flogo.png&w=320&q=90"
 */
export function imageUrl(source: string, size: ImageSize = {}, endpoint: string = IMAGE_ENDPOINT): string {
  const width = size.width ?? IMAGE_DEFAULT_WIDTH
  const quality = size.quality ?? IMAGE_DEFAULT_QUALITY
  if (!Number.isInteger(width) || width <= 0)
    throw new RangeError(`Image width must be a positive whole number, got ${width}`)
  if (!Number.isInteger(quality) || quality < 1 || quality > 100) {
    throw new RangeError(`Image quality must be a whole number from 1 to 100, got ${quality}`)
  }
  if (/^(data|blob):/i.test(source)) return source
  return `${endpoint}?url=${encodeURIComponent(source)}&w=${width}&q=${quality}`
}
