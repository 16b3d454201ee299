import type { FeatureTile } from "@dealer/core"

/** The three-feature banner: latest offers, book service, sell your car. */
export function FeatureBanner({ tiles }: { readonly tiles: ReadonlyArray<FeatureTile> }) {
  return (
    <nav className="feature-banner" aria-label={tiles.map((tile) => tile.title).join(", ")}>
      {tiles.map((tile) => (
        <a key={tile.key} href={tile.href} className={`feature-banner__tile feature-banner__tile--${tile.key}`}>
          {tile.title}
        </a>
      ))}
    </nav>
  )
}
