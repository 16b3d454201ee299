import type { Texts } from "../tenant/texts.ts"
import { sitePageUrl } from "./page-url.ts"

/** The share targets, in display order. */
export type ShareTarget = "facebook" | "twitter" | "whatsapp" | "email" | "sms"

/** One share link as rendered; external ones open in the share window. */
export interface ShareLink {
  readonly target: ShareTarget
  readonly label: string
  readonly href: string
  readonly opensWindow: boolean
}

/** What is shared: a page of the site and its title (the car's name). */
export interface ShareSubject {
  readonly path: string
  readonly title: string
}

/** The site's URL, whether Twitter is hidden, and the share buttons' texts. */
export interface ShareLinksContext {
  readonly siteUrl: string | null | undefined
  readonly hideTwitter: boolean
  readonly texts: Pick<Texts, "shareFacebook" | "shareTwitter" | "shareWhatsApp" | "shareEmail" | "shareSms">
}

/**
 * The share links of a page (stock document, section 7): Facebook, Twitter (unless the tenant hides
 * it), WhatsApp, `mailto:` and `sms:`, all built from the site URL. Null when the site URL is not
 * defined, since a link to nowhere cannot be shared.
 *
 * @example
 * import { shareLinks } from "@dealer/core/share"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * shareLinks({ path: "/cars/hilux", title: "2022 Toyota Hilux" }, { siteUrl: "https://acme.com.au/", hideTwitter: true, texts: defaultTexts })
 * // facebook: "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Facme.com.au%2Fcars%2Fhilux", ...
 */
export function shareLinks(subject: ShareSubject, context: ShareLinksContext): ReadonlyArray<ShareLink> | null {
  const url = sitePageUrl(context.siteUrl, subject.path)
  if (url === null) return null
  const u = encodeURIComponent(url)
  const title = encodeURIComponent(subject.title)
  const message = encodeURIComponent(`${subject.title} ${url}`.trim())
  const { texts } = context
  const links: Array<ShareLink> = [
    {
      target: "facebook",
      label: texts.shareFacebook,
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      opensWindow: true
    },
    {
      target: "twitter",
      label: texts.shareTwitter,
      href: `https://twitter.com/intent/tweet?url=${u}&text=${title}`,
      opensWindow: true
    },
    { target: "whatsapp", label: texts.shareWhatsApp, href: `https://wa.me/?text=${message}`, opensWindow: true },
    { target: "email", label: texts.shareEmail, href: `mailto:?subject=${title}&body=${u}`, opensWindow: false },
    { target: "sms", label: texts.shareSms, href: `sms:?body=${message}`, opensWindow: false }
  ]
  return context.hideTwitter ? links.filter((link) => link.target !== "twitter") : links
}
