import type { FeatureTile } from "@dealer/core"

/** The three-feature banner: latest offers, book service, sell your car. */
export function FeatureTiles({ tiles, label }: { readonly tiles: ReadonlyArray<FeatureTile>; readonly label: string }) {
  return (
    <nav className="feature-tiles home-section" aria-label={label}>
      <ul className="feature-tiles__list">
        {tiles.map((tile) => (
          <li key={tile.key}>
            <a className={`feature-tile feature-tile--${tile.key}`} href={tile.href}>
              {tile.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
