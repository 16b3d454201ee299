import { describe, expect, it } from "vitest"
import { DEFAULT_VIDEO_HOSTS } from "../media/video-sources.ts"
import { carGalleryImages, carGalleryVideo, carGalleryView, carWalkaroundVideo } from "./gallery.ts"

const hosts = DEFAULT_VIDEO_HOSTS
const at = (gallery_video_position: "second" | "end") => ({ gallery_video_position, video_hosts: hosts })

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

  it("prefers the car's own video to an external one, playing YouTube in its privacy-enhanced player", () => {
    expect(carGalleryVideo({ video_url: "/v.mp4", external_video_url: "https://youtu.be/dQw4w9WgXcQ" }, hosts)).toEqual({
      url: "/v.mp4",
      external: false
    })
    expect(carGalleryVideo({ video_url: " ", external_video_url: "https://youtu.be/dQw4w9WgXcQ" }, hosts)).toEqual({
      url: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      external: true
    })
    expect(carGalleryVideo({}, hosts)).toBeNull()
  })

  it("leaves out a video from a host the tenant does not list, falling back to the one it can play", () => {
    const offSite = { video_url: "https://cdn.elsewhere.example/v.mp4", external_video_url: "https://vimeo.com/76979871" }
    expect(carGalleryVideo(offSite, hosts)).toEqual({ url: "https://player.vimeo.com/video/76979871", external: true })
    expect(carGalleryVideo(offSite, ["https://cdn.elsewhere.example"])).toEqual({ url: "https://cdn.elsewhere.example/v.mp4", external: false })
    expect(carGalleryVideo(offSite, [])).toBeNull()
    expect(carGalleryView({ images: images(2), ...offSite }, { gallery_video_position: "second", video_hosts: [] }).slides.map((slide) => slide.kind)).toEqual([
      "image",
      "image"
    ])
  })

  it("plays the first walkaround clip the tenant's pages can play", () => {
    const car = {
      walkaround_videos: [{ video: { url: "https://cdn.elsewhere.example/walk.mp4" } }, { video: { url: "https://video.dealer.example/walk.webm" } }]
    }
    expect(carWalkaroundVideo(car, ["https://video.dealer.example"])).toBe("https://video.dealer.example/walk.webm")
    expect(carWalkaroundVideo(car, hosts)).toBeNull()
    expect(carWalkaroundVideo({ walkaround_videos: [{ video: { url: "/clips/walk.mp4" } }] }, [])).toBe("/clips/walk.mp4")
    expect(carWalkaroundVideo({}, hosts)).toBeNull()
  })

  it("puts the video second by default and shows thumbnails only for more than 3 images", () => {
    const view = carGalleryView({ images: images(4), video_url: "/v.mp4" }, at("second"))
    expect(view.slides.map((slide) => slide.kind)).toEqual(["image", "video", "image", "image", "image"])
    expect(view.showThumbnails).toBe(true)
    expect(carGalleryView({ images: images(3) }, at("second")).showThumbnails).toBe(false)
    expect(carGalleryView({ images: images(4), video_url: "/v.mp4" }, at("end")).slides.at(-1)?.kind).toBe("video")
  })

  it("shows a car without photos by its placeholder picture rather than an empty stage", () => {
    const bike = { images: [], primary_image_url: null, item_type: "motorcycle", simple_body: "Motorcycle", colour: "Red" }
    const placeholder = "/images/placeholder/motorcycle.svg?colour=Red"
    expect(carGalleryView(bike, at("second")).slides).toEqual([{ kind: "image", url: placeholder, thumbUrl: placeholder }])
    expect(carGalleryView({ ...bike, video_url: "/v.mp4" }, at("second")).slides.map((slide) => slide.kind)).toEqual(["image", "video"])
    // The car's own photos (what its page's head tags offer) stay its photos only.
    expect(carGalleryImages(bike)).toEqual([])
  })
})
