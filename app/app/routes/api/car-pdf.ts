import { pdfFileName } from "@dealer/core"
import { carPdfContent } from "@dealer/core/platform"
import { apiLoader, onlyMethod } from "../../server/api-route.server.ts"
import { renderCarPdf } from "../../server/car-pdf.server.ts"
import { listedCar } from "../../server/listed-car.server.ts"
import { pdfPhotos } from "../../server/pdf-photos.server.ts"

/** GET /api/cars/{slug}/pdf: the car's printable PDF, downloaded as `{slug}.pdf`. */
export const loader = apiLoader("GET /api/cars/{slug}/pdf", async ({ params, tenant, services, now }) => {
  const car = await listedCar(services, tenant, params.slug)
  const content = carPdfContent(car, tenant, now)
  const bytes = await renderCarPdf(content, await pdfPhotos(content.photoUrls))
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${pdfFileName(car.slug)}"`,
      "Cache-Control": "private, no-cache"
    }
  })
})

/** Any other method: 405. */
export const action = onlyMethod("GET")
