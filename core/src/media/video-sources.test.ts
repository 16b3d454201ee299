import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { VideoHost } from "./settings.ts"
import { DEFAULT_VIDEO_HOSTS, playableVideo, videoSourcePolicy } from "./video-sources.ts"

const hosts = [...DEFAULT_VIDEO_HOSTS, "https://video.coastalkia.example"]

describe("playable videos", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30s", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://m.youtube.com/shorts/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://player.vimeo.com/video/76979871", "https://player.vimeo.com/video/76979871"]
  ])("plays the hosted video %s in its player %s", (address, player) => {
    expect(playableVideo(address, "embed", hosts)).toEqual({ kind: "embed", src: player })
  })

  it("plays a file from the site itself or a listed host, and nothing from elsewhere", () => {
    expect(playableVideo("/clips/walk.mp4", "file", [])).toEqual({ kind: "file", src: "/clips/walk.mp4" })
    expect(playableVideo("https://video.coastalkia.example/walk.webm", "file", hosts)).toEqual({
      kind: "file",
      src: "https://video.coastalkia.example/walk.webm"
    })
    expect(playableVideo("https://video.coastalkia.example.evil.example/walk.webm", "file", hosts)).toBeNull()
    expect(playableVideo("//video.coastalkia.example/walk.webm", "file", hosts)).toBeNull()
    expect(playableVideo("https://www.youtube.com/watch?v=dQw4w9WgXcQ", "embed", ["https://player.vimeo.com"])).toBeNull()
    expect(playableVideo("https://www.youtube.com/watch?v=not-an-id", "embed", hosts)).toBeNull()
  })

  it("refuses addresses that are not web addresses, and blanks", () => {
    expect(playableVideo("javascript:alert(1)", "embed", hosts)).toBeNull()
    expect(playableVideo("data:video/mp4;base64,AAAA", "file", hosts)).toBeNull()
    expect(playableVideo("not a url", "file", hosts)).toBeNull()
    expect(playableVideo("  ", "file", hosts)).toBeNull()
    expect(playableVideo(null, "file", hosts)).toBeNull()
  })
})

describe("video host settings and the page's policy", () => {
  it("accepts origins and names a value that is not one", () => {
    const decode = Schema.decodeUnknownExit(Schema.Array(VideoHost))
    expect(decode(["https://video.dealer.example", "http://127.0.0.1:8080"])._tag).toBe("Success")
    for (const bad of ["https://video.dealer.example/clips", "video.dealer.example", "ftp://video.dealer.example", "https://video.dealer.example/"]) {
      const exit = decode([bad])
      expect(exit._tag, bad).toBe("Failure")
      expect(String(exit), bad).toContain("a video host is an origin such as https://video.example.com.au")
    }
  })

  it("allows frames and media from the site and the tenant's hosts only", () => {
    expect(videoSourcePolicy(["https://www.youtube-nocookie.com", "https://video.dealer.example"])).toEqual({
      frameSrc: "frame-src 'self' https://www.youtube-nocookie.com https://video.dealer.example",
      mediaSrc: "media-src 'self' https://www.youtube-nocookie.com https://video.dealer.example"
    })
    expect(videoSourcePolicy([])).toEqual({ frameSrc: "frame-src 'self'", mediaSrc: "media-src 'self'" })
    // A value that is not an origin never widens the policy (settings are decoded, this is a second guard).
    expect(videoSourcePolicy(["* 'unsafe-inline'"]).frameSrc).toBe("frame-src 'self'")
  })
})
