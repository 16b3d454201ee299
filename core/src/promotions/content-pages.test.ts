import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { contentPage } from "./content-pages.ts"
import { ContentSettings } from "./content-settings.ts"
import { postList, postPage } from "./posts.ts"

const settings = (input: Record<string, unknown>) => decodeOrThrow(ContentSettings, input, "content")

describe("content pages", () => {
  it("has no page the tenant does not configure", () => {
    expect(contentPage(settings({}), "warranty", defaultTexts)).toBeNull()
  })

  it("titles a page with the dealer's title or the platform's, dropping empty text", () => {
    const content = settings({
      about_us: { sections: [{ heading: " ", paragraphs: ["Family owned since 1998.", "  "] }] },
      warranty: { title: "Our 7-Year Warranty" }
    })
    expect(contentPage(content, "about_us", defaultTexts)).toEqual({
      title: "About Us",
      sections: [{ id: null, heading: null, paragraphs: ["Family owned since 1998."], link: null }],
      paymentLogos: null
    })
    expect(contentPage(content, "warranty", defaultTexts)?.title).toBe("Our 7-Year Warranty")
  })

  it("ends the service page with its booking section and shows payment logos on service and terms only", () => {
    const content = settings({ service: {}, terms_and_conditions: {}, privacy_policy: {}, payment_logos: true })
    const service = contentPage(content, "service", defaultTexts)
    expect(service?.sections.at(-1)?.id).toBe("service-booking")
    expect(service?.sections.at(-1)?.heading).toBe("Book a Service")
    expect(service?.paymentLogos?.logos.map((logo) => logo.name)).toEqual(["Mastercard", "Visa", "Maestro", "Google Pay", "Apple Pay"])
    expect(contentPage(content, "terms_and_conditions", defaultTexts)?.paymentLogos?.label).toBe("We accept")
    expect(contentPage(content, "privacy_policy", defaultTexts)?.paymentLogos).toBeNull()
    expect(contentPage(settings({ service: {} }), "service", defaultTexts)?.paymentLogos).toBeNull()
  })
})

describe("blog and news posts", () => {
  const longTitle = "A".repeat(90)
  const longDescription = "b".repeat(120)
  const content = settings({
    posts: [
      { id: "older", kind: "blog", title: "Older", published: "2025-01-02" },
      { id: "newer", kind: "blog", title: longTitle, description: longDescription, body: ["Full text."], published: "2025-05-20" },
      { id: "showroom", kind: "news", title: "New showroom", published: "2025-03-01" }
    ]
  })

  it("lists one kind, newest first, with titles cut at 80 and descriptions at 100 characters", () => {
    const blog = postList(content.posts, "blog", defaultTexts)
    expect(blog.title).toBe("Blog")
    expect(blog.cards.map((card) => card.href)).toEqual(["/blog/newer", "/blog/older"])
    expect(blog.cards[0]?.title).toBe(`${"A".repeat(80)}...`)
    expect(blog.cards[0]?.description).toBe(`${"b".repeat(100)}...`)
    expect(blog.cards[0]?.published).toBe("20 May 2025")
    expect(postList(content.posts, "news", defaultTexts).cards.map((card) => card.title)).toEqual(["New showroom"])
  })

  it("shows a post in full on its own page, only under its kind", () => {
    expect(postPage(content.posts, "blog", "newer", defaultTexts)).toEqual({
      title: longTitle,
      published: "20 May 2025",
      dateTime: "2025-05-20",
      body: ["Full text."],
      back: { href: "/blog", label: "Blog" }
    })
    expect(postPage(content.posts, "news", "newer", defaultTexts)).toBeNull()
  })
})
