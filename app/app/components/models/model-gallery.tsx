import type { ModelPageView } from "@dealer/core/models"
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious } from "@dealer/react"

/** The model's looping image carousel (1920×1080 pictures, one at a time). */
export function ModelGallery({ gallery }: { readonly gallery: NonNullable<ModelPageView["gallery"]> }) {
  return (
    <Carousel className="model-section model-gallery" count={gallery.images.length} visible={1} loop label={gallery.label}>
      <CarouselContent className="model-gallery__track">
        {gallery.images.map((image, index) => (
          <CarouselItem key={image.id} index={index} className="model-gallery__slide">
            <img
              className="model-gallery__image"
              src={image.url}
              alt={image.alt}
              width={1920}
              height={1080}
              loading={index === 0 ? undefined : "lazy"}
            />
          </CarouselItem>
        ))}
      </CarouselContent>
      <div className="model-gallery__arrows">
        <CarouselPrevious className="model-gallery__arrow" />
        <CarouselNext className="model-gallery__arrow" />
      </div>
    </Carousel>
  )
}
