import sharp from "sharp"
import type { SiteImage } from "./site-image.server.ts"

// Formats sharp re-encodes at a quality; SVG scales by itself and GIF may be animated.
const RESIZABLE: Readonly<Record<string, "jpeg" | "png" | "webp" | "avif">> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif"
}

/**
 * A raster image scaled down to `width` (never up) and re-encoded at `quality` in its own format;
 * SVG and GIF come back as they are.
 *
 * @example
 * await resizeImage({ bytes, type: "image/jpeg" }, 640, 75)
 */
export async function resizeImage(image: SiteImage, width: number, quality: number): Promise<SiteImage> {
  const format = RESIZABLE[image.type]
  if (format === undefined) return image
  const bytes = await sharp(image.bytes)
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .toFormat(format, { quality })
    .toBuffer()
  return { bytes, type: image.type }
}
