import type { CarPdfContent } from "@dealer/core/platform"
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib"
import type { PdfPhoto } from "./pdf-photos.server.ts"

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 50
const INK = rgb(0.1, 0.12, 0.15)
const MUTED = rgb(0.4, 0.43, 0.47)

/** Text the standard PDF fonts can draw: what they cannot encode becomes "?". */
function printable(font: PDFFont, text: string): string {
  return [...text.normalize("NFC").replace(/[\r\t]/g, " ")]
    .map((char) => {
      try {
        font.encodeText(char)
        return char
      } catch {
        return "?"
      }
    })
    .join("")
}

/** Lines of at most `width` points, broken between words (a word too long for a line is cut). */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = []
  for (const paragraph of printable(font, text).split("\n")) {
    let line = ""
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word
      if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate
      else {
        if (line) lines.push(line)
        line = word
        while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
          let cut = line.length - 1
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--
          lines.push(line.slice(0, cut))
          line = line.slice(cut)
        }
      }
    }
    lines.push(line)
  }
  return lines
}

/** Writes lines top-down, starting new pages as the page fills. */
class Writer {
  private page: PDFPage
  private y: number
  constructor(private readonly pdf: PDFDocument) {
    this.page = pdf.addPage([A4.width, A4.height])
    this.y = A4.height - MARGIN
  }
  text(text: string, font: PDFFont, size: number, color = INK, gapAfter = 4) {
    for (const line of wrap(font, size, text, A4.width - 2 * MARGIN)) {
      if (this.y - size < MARGIN) {
        this.page = this.pdf.addPage([A4.width, A4.height])
        this.y = A4.height - MARGIN
      }
      this.y -= size
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color })
      this.y -= gapAfter
    }
  }
  space(points: number) {
    this.y -= points
  }
  /** Draws images side by side in one row of the given width, scaled to a common height. */
  async row(images: ReadonlyArray<PdfPhoto>, width: number, gap = 8) {
    if (images.length === 0) return
    const ratios = images.map((image) => image.width / image.height)
    const height = (width - gap * (images.length - 1)) / ratios.reduce((sum, ratio) => sum + ratio, 0)
    if (this.y - height < MARGIN) {
      this.page = this.pdf.addPage([A4.width, A4.height])
      this.y = A4.height - MARGIN
    }
    this.y -= height
    let x = MARGIN
    for (const [index, image] of images.entries()) {
      const embedded = await this.pdf.embedJpg(image.jpeg)
      const imageWidth = height * (ratios[index] ?? 1)
      this.page.drawImage(embedded, { x, y: this.y, width: imageWidth, height })
      x += imageWidth + gap
    }
    this.y -= gap
  }
}

/**
 * The printable PDF of a car (A4, standard fonts): title, price (and was-price), sold notice, key
 * facts, dealer comments, the dealership and the disclaimer; the first photo large under the
 * title and the next ones in a row beneath it.
 *
 * @example
 * const bytes = await renderCarPdf(content, await pdfPhotos(content.photoUrls))
 */
export async function renderCarPdf(content: CarPdfContent, photos: ReadonlyArray<PdfPhoto> = []): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(content.title)
  pdf.setCreationDate(new Date(0))
  pdf.setModificationDate(new Date(0))
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const out = new Writer(pdf)
  out.text(content.title, bold, 20, INK, 8)
  out.text(content.price, bold, 16, INK, 4)
  if (content.wasPrice) out.text(`Was ${content.wasPrice}`, regular, 11, MUTED)
  if (content.soldNotice) out.text(content.soldNotice, regular, 11)
  out.space(12)
  const [lead, ...more] = photos
  const width = A4.width - 2 * MARGIN
  if (lead) await out.row([lead], Math.min(width, (lead.width / lead.height) * 300))
  if (more.length > 0) await out.row(more, (width * more.length) / 3)
  out.space(4)
  for (const fact of content.facts) out.text(`${fact.label}: ${fact.value}`, regular, 11, INK, 5)
  out.space(12)
  out.text(content.comments, regular, 10, INK, 3)
  if (content.dealer) {
    out.space(12)
    out.text(content.dealer.name, bold, 12)
    if (content.dealer.address) out.text(content.dealer.address, regular, 10)
    if (content.dealer.phone) out.text(content.dealer.phone, regular, 10)
  }
  out.space(18)
  out.text(content.disclaimer, regular, 8, MUTED, 2)
  return pdf.save()
}
