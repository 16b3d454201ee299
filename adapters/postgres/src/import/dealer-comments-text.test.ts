import { describe, expect, it } from "vitest"
import { dealerCommentsText } from "./dealer-comments-text.ts"

describe("dealerCommentsText", () => {
  it("keeps text without markup as it is", () => {
    expect(dealerCommentsText("One owner, 5 < 6 and Tom & Jerry.\nNew tyres.")).toBe(
      "One owner, 5 < 6 and Tom & Jerry.\nNew tyres."
    )
  })

  it("turns paragraphs, line breaks and list items into lines", () => {
    expect(dealerCommentsText("<p>One owner.</p><p>Full history:<br>logbooks<BR/>keys</p><ul><li>Tow bar</li><li>Tint</li></ul>")).toBe(
      "One owner.\nFull history:\nlogbooks\nkeys\n• Tow bar\n• Tint"
    )
  })

  it("decodes entities once, so the shopper reads the characters", () => {
    expect(dealerCommentsText("<p>Fish &amp; chips &lt;3 &quot;mint&quot; it&#39;s &amp;lt;</p>")).toBe(
      'Fish & chips <3 "mint" it\'s &lt;'
    )
  })

  it.each([
    ["<script>alert(1)</script>Clean", "Clean"],
    ['<img src=x onerror="alert(1)">Clean', "Clean"],
    ['<a href="javascript:alert(1)">Clean</a>', "Clean"],
    ['<p onclick="alert(1)" style="color:red">Clean</p>', "Clean"],
    ["<style>body{display:none}</style>Clean", "Clean"],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>Clean', "Clean"],
    ["<svg><script>alert(1)</script></svg>Clean", "Clean"],
    ["<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\"></noscript>Clean", "Clean"]
  ])("drops the markup and the script of %s", (html, text) => {
    expect(dealerCommentsText(html)).toBe(text)
  })

  it("keeps no more than one empty line between paragraphs", () => {
    expect(dealerCommentsText("<p>One</p><p></p><p></p><div>Two</div>")).toBe("One\n\nTwo")
  })
})
