import { format, parseISO } from "date-fns"
import { blogCardText } from "../models/blog-card.ts"
import type { Texts } from "../tenant/texts.ts"
import type { Post, PostCategory } from "./content-settings.ts"

/** The kind of a post: blog or news. */
export type PostKind = Post["kind"]

/** Where each kind of post lives. */
export const POST_PATHS = { blog: "/blog", news: "/news" } as const satisfies Record<PostKind, string>

/** One card of the blog or news list. */
export interface PostCardView {
  readonly href: string
  /** Cut at 80 characters. */
  readonly title: string
  /** Cut at 100 characters. */
  readonly description: string
  readonly published: string
  readonly dateTime: string
  readonly readMore: string
}

/** A list of posts as shown: its heading and its cards. */
export interface PostListView {
  readonly title: string
  readonly cards: ReadonlyArray<PostCardView>
  readonly emptyText: string
}

/** A post's own page as shown: its title, date, body and head tags. */
export interface PostPageView {
  readonly title: string
  readonly published: string
  readonly dateTime: string
  readonly body: ReadonlyArray<string>
  readonly back: { readonly href: string; readonly label: string }
}

/** Where each blog category's own list lives. */
export const POST_CATEGORY_PATHS = { "vehicle-reviews": "/blog/vehicle-reviews" } as const satisfies Record<PostCategory, string>

type PostTexts = Pick<Texts, "blogTitle" | "newsTitle" | "postReadMore" | "postsEmpty">

const listTitle = (kind: PostKind, texts: PostTexts) => (kind === "blog" ? texts.blogTitle : texts.newsTitle)
/** A calendar date as Australians write it: 20 May 2025. */
const publishedText = (date: string) => format(parseISO(date), "d MMMM yyyy")
const newestFirst = (a: Post, b: Post) => b.published.localeCompare(a.published) || a.id.localeCompare(b.id)

/**
 * The blog or news list: the posts of that kind, newest first, each card's title cut at 80 characters
 * and its description at 100 (document 001, section 9).
 *
 * @example
 * import { postList } from "@dealer/core/promotions"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant({
 *   content: { posts: [{ id: "new-showroom-opens", kind: "news", title: "Our new showroom opens", published: "2026-02-14" }] }
 * })
 *
 * postList(tenant.content.posts, "news", defaultTexts).cards[0]?.href // => "/news/new-showroom-opens"
 */
export function postList(posts: ReadonlyArray<Post>, kind: PostKind, texts: PostTexts): PostListView {
  return {
    title: listTitle(kind, texts),
    emptyText: texts.postsEmpty,
    cards: postCards(posts.filter((post) => post.kind === kind), texts)
  }
}

const postCards = (posts: ReadonlyArray<Post>, texts: PostTexts): ReadonlyArray<PostCardView> =>
  posts.toSorted(newestFirst).map((post) => ({
    ...blogCardText(post),
    href: `${POST_PATHS[post.kind]}/${post.id}`,
    published: publishedText(post.published),
    dateTime: post.published,
    readMore: texts.postReadMore
  }))

/**
 * One blog category's list (`/blog/vehicle-reviews`), newest first; null where the tenant has no blog
 * post of that category (the site answers 404 rather than an empty list).
 *
 * @example
 * import { postCategoryList } from "@dealer/core/promotions"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant({
 *   content: { posts: [{ id: "2026-sportage-review", kind: "blog", category: "vehicle-reviews", title: "2026 Kia Sportage review", published: "2026-02-14" }] }
 * })
 *
 * postCategoryList(tenant.content.posts, "vehicle-reviews", defaultTexts)?.title // => "Vehicle Reviews"
 */
export function postCategoryList(
  posts: ReadonlyArray<Post>,
  category: PostCategory,
  texts: PostTexts & Pick<Texts, "blogVehicleReviewsTitle">
): PostListView | null {
  const inCategory = posts.filter((post) => post.kind === "blog" && post.category === category)
  if (inCategory.length === 0) return null
  return { title: texts.blogVehicleReviewsTitle, emptyText: texts.postsEmpty, cards: postCards(inCategory, texts) }
}

/**
 * One post's page with its full title and text; null for a post that is not of this kind (404).
 *
 * @example
 * import { postPage } from "@dealer/core/promotions"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant({
 *   content: { posts: [{ id: "choosing-a-family-suv", kind: "blog", title: "Choosing a family SUV", published: "2026-02-14" }] }
 * })
 *
 * postPage(tenant.content.posts, "blog", "choosing-a-family-suv", defaultTexts)?.back.href // => "/blog"
 * postPage(tenant.content.posts, "news", "choosing-a-family-suv", defaultTexts) // => null
 */
export function postPage(posts: ReadonlyArray<Post>, kind: PostKind, id: string, texts: PostTexts): PostPageView | null {
  const post = posts.find((candidate) => candidate.kind === kind && candidate.id === id)
  if (!post) return null
  return {
    title: post.title,
    published: publishedText(post.published),
    dateTime: post.published,
    body: post.body,
    back: { href: POST_PATHS[kind], label: listTitle(kind, texts) }
  }
}
