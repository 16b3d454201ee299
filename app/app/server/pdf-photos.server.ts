import sharp from "sharp"
import { fetchPublic } from "./public-address-fetch.server.ts"
import { logProblem } from "./safe-log.server.ts"
import { readSiteImage } from "./site-image.server.ts"

/** A photo ready for the PDF: JPEG bytes and their pixel size. */
export interface PdfPhoto {
  readonly jpeg: Uint8Array
  readonly width: number
  readonly height: number
}

// A dealer's photo host that is slow or huge must not hold up or swamp the download.
const REMOTE_TIMEOUT_MS = 4_000
const REMOTE_MAX_BYTES = 15 * 1024 * 1024

// The addresses come from stock feeds: only public hosts are asked (a photo of an internal page
// would be printed in a PDF anyone can download).
async function remoteImage(address: string): Promise<Buffer | null> {
  try {
    const answer = await fetchPublic(address, {
      timeoutMs: REMOTE_TIMEOUT_MS,
      maxBytes: REMOTE_MAX_BYTES,
      accept: "image/*"
    })
    const ok = answer.status >= 200 && answer.status <= 299 && answer.contentType.startsWith("image/")
    return ok ? answer.body : null
  } catch (error) {
    logProblem("PDF photo fetch", error)
    return null
  }
}

async function photoBytes(address: string): Promise<Buffer | null> {
  if (/^https?:\/\//i.test(address)) return remoteImage(address)
  return (await readSiteImage(address))?.bytes ?? null
}

/** One photo as a JPEG at most `width` pixels wide on white (SVG placeholders are drawn first). */
async function pdfPhoto(address: string, width: number): Promise<PdfPhoto | null> {
  const bytes = await photoBytes(address)
  if (bytes === null) return null
  const { data, info } = await sharp(bytes, { density: 144 })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 80 })
    .toBuffer({ resolveWithObject: true })
  return { jpeg: new Uint8Array(data), width: info.width, height: info.height }
}

/**
 * The photos a car's PDF prints, in order: the first one `leadWidth` pixels wide, the rest as
 * thumbnails. A photo that cannot be fetched or read is left out, so the PDF still downloads; remote
 * photos come from public hosts only (`fetchPublic`).
 *
 * @example
 * await pdfPhotos(["/images/placeholder/ute.svg?colour=Red"]) // [{ jpeg, width: 1000, height: 500 }]
 */
export async function pdfPhotos(addresses: ReadonlyArray<string>, leadWidth = 1000): Promise<PdfPhoto[]> {
  const photos = await Promise.all(
    addresses.map((address, index) => pdfPhoto(address, index === 0 ? leadWidth : Math.round(leadWidth / 3)).catch(() => null))
  )
  return photos.filter((photo): photo is PdfPhoto => photo !== null)
}
