import sanitizeHtml from "sanitize-html"

/** The tags that end a line; every other tag is dropped and its words kept. */
const LINE_TAGS = ["br", "p", "div", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6"]

const SANITISE: sanitizeHtml.IOptions = {
  allowedTags: LINE_TAGS,
  allowedAttributes: {},
  // Dropped with their content: nothing in them is meant to be read.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "template"],
  disallowedTagsMode: "discard"
}

// The sanitiser writes only the tags above, without attributes, and escapes only &, < and >.
const LINE_END = /<br \/>|<\/(?:p|div|tr|li|h[1-6])>/g
const LIST_ITEM = /<li>/g
const OPENING_TAG = /<(?:p|div|tr|h[1-6])>/g

/**
 * A stock file's dealer comments as the plain text the site shows. Dealer management systems
 * often send them as HTML: the markup goes through sanitize-html, which keeps the words and drops
 * scripts, styles, links and images; line breaks, paragraphs and list items become lines. Text
 * without markup is kept as it is.
 *
 * @example
 * dealerCommentsText("<p>One owner.</p><ul><li>Log books</li></ul>") // "One owner.\n• Log books"
 */
export function dealerCommentsText(comments: string): string {
  if (!/[<&]/.test(comments)) return comments
  return sanitizeHtml(comments, SANITISE)
    .replace(LIST_ITEM, "• ")
    .replace(LINE_END, "\n")
    .replace(OPENING_TAG, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
}
