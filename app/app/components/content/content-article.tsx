import type { ContentPageView } from "@dealer/core"
import { PaymentLogos } from "./payment-logos.tsx"

/** A content page (warranty, about us, terms, privacy, service): dealer text rendered as text only. */
export function ContentArticle({ page }: { readonly page: ContentPageView }) {
  return (
    <main className="content-page">
      <h1>{page.title}</h1>
      {page.sections.map((section, index) => (
        <section key={section.id ?? index} id={section.id ?? undefined} className="content-page__section">
          {section.heading ? <h2>{section.heading}</h2> : null}
          {section.paragraphs.map((paragraph, paragraphIndex) => (
            <p key={paragraphIndex}>{paragraph}</p>
          ))}
          {section.link ? (
            <a className="button" href={section.link.href}>
              {section.link.label}
            </a>
          ) : null}
        </section>
      ))}
      {page.paymentLogos ? <PaymentLogos logos={page.paymentLogos} /> : null}
    </main>
  )
}
