import { truncateText } from "../shared/truncate-text.ts"

/** Blog card limits (document 001, section 9). */
export const BLOG_TITLE_LENGTH = 80
/** The length a blog card's description is cut to, in characters. */
export const BLOG_DESCRIPTION_LENGTH = 100

/** The texts of a blog card. */
export interface BlogCardText {
  readonly title: string
  readonly description: string
}

/**
 * A blog card's title cut at 80 characters and its description at 100.
 *
 * @example
 * import { blogCardText } from "@dealer/core/models"
 *
 * blogCardText({ title: "EOFY sale", description: null }) // => { title: "EOFY sale", description: "" }
 */
export function blogCardText(post: { readonly title: string; readonly description?: string | null }): BlogCardText {
  return {
    title: truncateText(post.title.trim(), BLOG_TITLE_LENGTH),
    description: truncateText(post.description?.trim() ?? "", BLOG_DESCRIPTION_LENGTH)
  }
}
