import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { ShareSettings } from "./settings.ts"
import { shareLinks } from "./share-links.ts"
import { shareWindowFeatures } from "./share-window.ts"

const subject = { path: "/cars/2022-toyota-hilux-sr5-t1234", title: "2022 Toyota Hilux SR5" }
const page = "https%3A%2F%2Facme.com.au%2Fcars%2F2022-toyota-hilux-sr5-t1234"

describe("shareLinks", () => {
  it("builds Facebook, Twitter, WhatsApp, mailto: and sms: links from the site URL", () => {
    const links = shareLinks(subject, { siteUrl: "https://acme.com.au/", hideTwitter: false, texts: defaultTexts })
    expect(links?.map((link) => [link.target, link.label, link.href, link.opensWindow])).toEqual([
      ["facebook", "Facebook", `https://www.facebook.com/sharer/sharer.php?u=${page}`, true],
      ["twitter", "Twitter", `https://twitter.com/intent/tweet?url=${page}&text=2022%20Toyota%20Hilux%20SR5`, true],
      ["whatsapp", "WhatsApp", `https://wa.me/?text=2022%20Toyota%20Hilux%20SR5%20${page}`, true],
      ["email", "Email", `mailto:?subject=2022%20Toyota%20Hilux%20SR5&body=${page}`, false],
      ["sms", "SMS", `sms:?body=2022%20Toyota%20Hilux%20SR5%20${page}`, false]
    ])
  })

  it("leaves Twitter out where the tenant hides it (shown by default)", () => {
    const settings = decodeOrThrow(ShareSettings, {}, "share settings")
    expect(settings.hide_twitter).toBe(false)
    const links = shareLinks(subject, { siteUrl: "https://acme.com.au", hideTwitter: true, texts: defaultTexts })
    expect(links?.map((link) => link.target)).toEqual(["facebook", "whatsapp", "email", "sms"])
  })

  it("offers no sharing without a site URL", () => {
    expect(shareLinks(subject, { siteUrl: undefined, hideTwitter: false, texts: defaultTexts })).toBeNull()
  })

  it("opens the share window at 550×400, centred when the screen size is known", () => {
    expect(shareWindowFeatures()).toBe("width=550,height=400")
    expect(shareWindowFeatures({ width: 1920, height: 1080 })).toBe("width=550,height=400,left=685,top=340")
    expect(shareWindowFeatures({ width: 320, height: 300 })).toBe("width=550,height=400,left=0,top=0")
  })
})
