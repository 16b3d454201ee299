import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { contentPage } from "./content-pages.ts"
import { ContentSettings } from "./content-settings.ts"
import { listedPage } from "./listed-pages.ts"
import { postCategoryList } from "./posts.ts"

const settings = (input: Record<string, unknown>) => decodeOrThrow(ContentSettings, input, "content")

describe("listed pages (/pages/{slug})", () => {
  const content = settings({
    pages: [
      { slug: "capped-price-service", sections: [{ paragraphs: ["Know the price first.", " "] }] },
      { slug: "eofy-sale-2026" },
      { slug: "owners", title: "Nissan Owners" }
    ]
  })

  it("shows only the pages the tenant lists, titled by the dealer or the platform", () => {
    expect(listedPage(content, "capped-price-service", defaultTexts)).toEqual({
      title: "Capped Price Service",
      sections: [{ id: null, heading: null, paragraphs: ["Know the price first."], link: null }],
      paymentLogos: null
    })
    expect(listedPage(content, "eofy-sale-2026", defaultTexts)?.title).toBe("EOFY Sale")
    expect(listedPage(content, "owners", defaultTexts)?.title).toBe("Nissan Owners")
    expect(listedPage(content, "roadside-assistance", defaultTexts)).toBeNull()
    expect(listedPage(content, "eofy-sale", defaultTexts)).toBeNull()
  })

  it("accepts the fixed pages and EOFY sale variants only", () => {
    for (const slug of ["warranty", "roadside-assistance", "eofy-sale", "eofy-sale-2026", "eofy-sale-utes-2026"]) {
      expect(() => settings({ pages: [{ slug }] }), slug).not.toThrow()
    }
    for (const slug of ["eofy-sales", "about-us", "eofy-sale-", "../warranty", "Warranty"]) {
      expect(() => settings({ pages: [{ slug }] }), slug).toThrow()
    }
  })
})

describe("the newer fixed pages", () => {
  it("answers /diamond-advantage, /eofy and /buying only where configured", () => {
    const content = settings({ eofy: { sections: [{ paragraphs: ["Until 30 June."] }] }, buying: {} })
    expect(contentPage(content, "eofy", defaultTexts)?.title).toBe("EOFY Sale")
    expect(contentPage(content, "buying", defaultTexts)?.title).toBe("Buying a Car")
    expect(contentPage(content, "diamond_advantage", defaultTexts)).toBeNull()
    expect(contentPage(settings({ diamond_advantage: {} }), "diamond_advantage", defaultTexts)?.title).toBe("Diamond Advantage")
  })
})

describe("blog categories", () => {
  const content = settings({
    posts: [
      { id: "old-review", kind: "blog", category: "vehicle-reviews", title: "Old review", published: "2025-01-02" },
      { id: "new-review", kind: "blog", category: "vehicle-reviews", title: "New review", published: "2025-03-02" },
      { id: "tips", kind: "blog", title: "Tips", published: "2025-04-02" },
      { id: "showroom", kind: "news", title: "Showroom", published: "2025-05-02" }
    ]
  })

  it("lists a category's blog posts newest first, linking to each post under /blog", () => {
    const list = postCategoryList(content.posts, "vehicle-reviews", defaultTexts)
    expect(list?.title).toBe("Vehicle Reviews")
    expect(list?.cards.map((card) => card.href)).toEqual(["/blog/new-review", "/blog/old-review"])
  })

  it("has no category page where no post is in it", () => {
    expect(postCategoryList(content.posts.filter((post) => post.id === "tips"), "vehicle-reviews", defaultTexts)).toBeNull()
  })
})
