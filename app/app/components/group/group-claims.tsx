import type { GroupClaimsView } from "@dealer/core"

/** The group claims block: 50+ Locations, 40+ Brands, 30+ Years. */
export function GroupClaims({ view }: { readonly view: GroupClaimsView }) {
  return (
    <section className="group-claims" aria-label={view.label}>
      <ul className="group-claims__list">
        {view.claims.map((claim) => (
          <li key={claim.label} className="group-claims__item">
            <span className="group-claims__figure">{claim.figure}</span> <span className="group-claims__label">{claim.label}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
