/**
 * Known XSS vectors. Each one, if a page ever ran it, sets `window.__xssFired` (or opens a dialog),
 * so a browser test only has to read that flag afterwards.
 */
export const XSS_VECTORS = [
  "<script>__xssFired=1</script>",
  "<img src=x onerror=__xssFired=1>",
  "<svg onload=__xssFired=1>",
  "javascript:__xssFired=1",
  '"><script>__xssFired=1</script>',
  "'><img src=x onerror=__xssFired=1>",
  "</script><script>__xssFired=1</script>",
  '" autofocus onfocus="__xssFired=1" x="',
  "' onmouseover='__xssFired=1' x='",
  '<iframe srcdoc="<script>parent.__xssFired=1</script>"></iframe>',
  "{{constructor.constructor('__xssFired=1')()}}",
  "\u2028\u2029</script><script>__xssFired=1</script>",
  "<!--</script><script>__xssFired=1</script>-->",
  "<details open ontoggle=__xssFired=1>",
  '<a href="javascript:__xssFired=1">x</a>',
  "<img src=x onerror=alert(1)>",
  "${__xssFired=1}",
  "<math><mtext><table><mglyph><style><img src=x onerror=__xssFired=1>"
] as const

/** Every vector in one text, for fields long enough to carry them all (dealer comments). */
export const ALL_VECTORS = XSS_VECTORS.join(" ")

/** The vector at `index`, wrapping around, so many fields can each carry a different one. */
export function vector(index: number): string {
  return XSS_VECTORS[index % XSS_VECTORS.length] ?? XSS_VECTORS[0]
}

/** A plain label plus a vector: the label lets a test find the text on the page. */
export function hostile(label: string, index: number): string {
  return `${label} ${vector(index)}`
}

/** A URL that runs the payload if a page ever puts it in a link, frame or media source unchecked. */
export const JAVASCRIPT_URL = "javascript:__xssFired=1"

/**
 * Markup of the vectors that must never reach a page's HTML as markup. Escaped into text they
 * read `&lt;script&gt;`; escaped inside a script they read `\u003cscript`; in a (double-quoted)
 * attribute the quote reads `&quot;`. A single quote needs no escaping there, so it is not listed.
 */
export const RAW_MARKUP = [
  "<script>__xssFired",
  "<img src=x onerror",
  "<svg onload",
  "<iframe srcdoc",
  "<details open ontoggle",
  '<a href="javascript:',
  "<mglyph>",
  'onfocus="__xssFired'
] as const
