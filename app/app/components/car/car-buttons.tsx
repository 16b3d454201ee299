import type { CarButton } from "@dealer/core"

/** The car's calls to action as core lists them (only Find Me Something Similar for a sold car). */
export function CarButtons({ buttons }: { readonly buttons: ReadonlyArray<CarButton> }) {
  return (
    <ul className="car-buttons">
      {buttons.map((button) => (
        <li key={button.kind}>
          <a href={button.href} className={`button car-buttons__${button.kind}`}>
            {button.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
