/** The players the fixture feeds and most dealers use: YouTube's privacy-enhanced one and Vimeo's. */
export const DEFAULT_VIDEO_HOSTS: ReadonlyArray<string> = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"]

/** How a page plays a video: a file in the page's own player, or a hosted player in a frame. */
export interface PlayableVideo {
  readonly kind: "file" | "embed"
  readonly src: string
}

/** A web address split as far as these rules need; core parses without the platform's `URL`. */
interface WebAddress {
  /** Scheme and host (with any port), lower case: what a Content-Security-Policy source names. */
  readonly origin: string
  readonly host: string
  readonly path: string
  readonly query: string
}

// A host name, IPv4 or bracketed IPv6 address and an optional port; no user info (`a@b`), no backslash.
const WEB_ADDRESS = /^(https?):\/\/((?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?)(\/[^?#\s\\]*)?(\?[^#\s]*)?(#\S*)?$/i

function webAddress(value: string): WebAddress | null {
  const match = WEB_ADDRESS.exec(value)
  if (!match) return null
  const host = (match[2] ?? "").toLowerCase()
  return { origin: `${(match[1] ?? "").toLowerCase()}://${host}`, host: host.replace(/:\d+$/, ""), path: match[3] ?? "", query: match[4] ?? "" }
}

/**
 * Whether a value is an origin alone (scheme, host, any port; no path): what a video host setting holds.
 *
 * @example
 * import { isOrigin } from "@dealer/core/media"
 *
 * isOrigin("https://video.dealer.com.au") // => true
 * isOrigin("https://video.dealer.com.au/clips") // => false
 */
export function isOrigin(value: string): boolean {
  return webAddress(value)?.origin === value
}

const YOUTUBE_ID = /^[\w-]{11}$/

/** A YouTube video's id from any of its share, watch, shorts or embed addresses. */
function youtubeId(url: WebAddress): string | null {
  const host = url.host.replace(/^(www|m)\./, "")
  const id =
    host === "youtu.be"
      ? url.path.slice(1)
      : host === "youtube.com" || host === "youtube-nocookie.com"
        ? url.path === "/watch"
          ? /[?&]v=([^&]*)/.exec(url.query)?.[1]
          : /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.path)?.[1]
        : null
  return id && YOUTUBE_ID.test(id) ? id : null
}

/** A Vimeo video's id from its page or player address. */
function vimeoId(url: WebAddress): string | null {
  const host = url.host.replace(/^www\./, "")
  if (host === "vimeo.com") return /^\/(\d+)\/?$/.exec(url.path)?.[1] ?? null
  if (host === "player.vimeo.com") return /^\/video\/(\d+)\/?$/.exec(url.path)?.[1] ?? null
  return null
}

/** A hosted video's player address: YouTube's and Vimeo's share links become their embeddable players. */
function playerAddress(url: WebAddress, address: string): string {
  const youtube = youtubeId(url)
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube}`
  const vimeo = vimeoId(url)
  if (vimeo) return `https://player.vimeo.com/video/${vimeo}`
  return address
}

/**
 * How a car's video plays on a tenant's pages, or null when it cannot: a file (`video_url`, a
 * walkaround) plays in the page's player, a hosted video (`external_video_url`) in its host's
 * player, with YouTube and Vimeo share links turned into their players. A video from the site
 * itself always plays; one from elsewhere only from a host the tenant lists (`video_hosts`), since
 * the page's Content-Security-Policy blocks every other (a blocked frame is an empty box).
 *
 * @example
 * import { DEFAULT_VIDEO_HOSTS, playableVideo } from "@dealer/core/media"
 *
 * playableVideo("https://youtu.be/dQw4w9WgXcQ", "embed", DEFAULT_VIDEO_HOSTS)
 * // => { kind: "embed", src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" }
 * playableVideo("https://cdn.other.example/a.mp4", "file", DEFAULT_VIDEO_HOSTS) // => null
 */
export function playableVideo(
  address: string | null | undefined,
  kind: PlayableVideo["kind"],
  hosts: ReadonlyArray<string>
): PlayableVideo | null {
  const trimmed = address?.trim()
  if (!trimmed) return null
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) return { kind, src: trimmed }
  const url = webAddress(trimmed)
  if (!url) return null
  const src = kind === "embed" ? playerAddress(url, trimmed) : trimmed
  return hosts.includes(webAddress(src)?.origin ?? "") ? { kind, src } : null
}

/** The Content-Security-Policy sources of a tenant's videos: its own site and the hosts it lists. */
export interface VideoSourcePolicy {
  readonly frameSrc: string
  readonly mediaSrc: string
}

/**
 * The `frame-src` and `media-src` directives of a tenant's pages: the site itself and the video
 * hosts the tenant lists, so an allowed walkaround or hosted video plays and nothing else loads.
 *
 * @example
 * import { videoSourcePolicy } from "@dealer/core/media"
 *
 * videoSourcePolicy(["https://www.youtube-nocookie.com"]).frameSrc // => "frame-src 'self' https://www.youtube-nocookie.com"
 */
export function videoSourcePolicy(hosts: ReadonlyArray<string>): VideoSourcePolicy {
  const sources = ["'self'", ...hosts.filter(isOrigin)].join(" ")
  return { frameSrc: `frame-src ${sources}`, mediaSrc: `media-src ${sources}` }
}
