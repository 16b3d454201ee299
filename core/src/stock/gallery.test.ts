import { describe, expect, it } from "vitest"
import { carGalleryImages, carGalleryVideo, carGalleryView } from "./gallery.ts"

const images = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ image_url: `/${index}.jpg`, thumb_url: null }))

describe("car gallery", () => {
  it("takes thumbnails from the image, then the thumbnails list, then the image itself", () => {
    const car = {
      images: [{ image_url: "/a.jpg", thumb_url: "/a-t.jpg" }, { image_url: "/b.jpg" }, { image_url: "/c.jpg" }],
      thumbnails: ["/x.jpg", "/b-t.jpg"]
    }
    expect(carGalleryImages(car)).toEqual([
      { url: "/a.jpg", thumbUrl: "/a-t.jpg" },
      { url: "/b.jpg", thumbUrl: "/b-t.jpg" },
      { url: "/c.jpg", thumbUrl: "/c.jpg" }
    ])
    expect(carGalleryImages({ images: [], primary_image_url: "/p.jpg" })).toEqual([
      { url: "/p.jpg", thumbUrl: "/p.jpg" }
    ])
  })

  it("prefers the car's own video to an external one", () => {
    expect(carGalleryVideo({ video_url: "/v.mp4", external_video_url: "https://youtu.be/x" })).toEqual({
      url: "/v.mp4",
      external: false
    })
    expect(carGalleryVideo({ video_url: " ", external_video_url: "https://youtu.be/x" })).toEqual({
      url: "https://youtu.be/x",
      external: true
    })
    expect(carGalleryVideo({})).toBeNull()
  })

  it("puts the video second by default and shows thumbnails only for more than 3 images", () => {
    const view = carGalleryView({ images: images(4), video_url: "/v.mp4" }, "second")
    expect(view.slides.map((slide) => slide.kind)).toEqual(["image", "video", "image", "image", "image"])
    expect(view.showThumbnails).toBe(true)
    expect(carGalleryView({ images: images(3) }, "second").showThumbnails).toBe(false)
    expect(carGalleryView({ images: images(4), video_url: "/v.mp4" }, "end").slides.at(-1)?.kind).toBe("video")
  })

  it("shows a car without photos by its placeholder picture rather than an empty stage", () => {
    const bike = { images: [], primary_image_url: null, item_type: "motorcycle", simple_body: "Motorcycle", colour: "Red" }
    const placeholder = "/images/placeholder/motorcycle.svg?colour=Red"
    expect(carGalleryView(bike, "second").slides).toEqual([{ kind: "image", url: placeholder, thumbUrl: placeholder }])
    expect(carGalleryView({ ...bike, video_url: "/v.mp4" }, "second").slides.map((slide) => slide.kind)).toEqual(["image", "video"])
    // The car's own photos (what its page's head tags offer) stay its photos only.
    expect(carGalleryImages(bike)).toEqual([])
  })
})
