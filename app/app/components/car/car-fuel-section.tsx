import {
  fuelCalculatorView,
  type FinanceSettings,
  type FuelCalculatorCar,
  type FuelCalculatorTexts,
  type FuelField,
  type FuelTyped
} from "@dealer/core/finance"
import { useId, useState } from "react"

/**
 * The fuel cost calculator: price per litre, kilometres a week and consumption give the weekly
 * fuel cost as you type. The server renders the defaults and their estimate, so it reads sensibly
 * before (or without) script.
 */
export function CarFuelSection({
  car,
  settings,
  texts
}: {
  readonly car: FuelCalculatorCar
  readonly settings: Pick<FinanceSettings, "fuel_price_per_litre" | "fuel_km_per_week" | "fuel_default_consumption">
  readonly texts: FuelCalculatorTexts
}) {
  const id = useId()
  const [typed, setTyped] = useState<FuelTyped>({})
  const view = fuelCalculatorView(car, typed, settings, texts)
  if (view === null) return null
  const inputId = (key: FuelField) => `${id}-${key}`
  return (
    <section className="car-section fuel-calculator" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{view.title}</h2>
      <form className="fuel-calculator__form" onSubmit={(event) => event.preventDefault()}>
        {view.fields.map((field) => (
          <div key={field.key} className="fuel-calculator__field">
            <label htmlFor={inputId(field.key)}>{field.label}</label>
            <input
              id={inputId(field.key)}
              name={field.key}
              type="number"
              inputMode="decimal"
              min={0}
              step={field.step}
              value={field.value}
              onChange={(event) => setTyped({ ...typed, [field.key]: event.target.value })}
            />
          </div>
        ))}
        <output
          className="fuel-calculator__result"
          htmlFor={view.fields.map((field) => inputId(field.key)).join(" ")}
          aria-live="polite"
        >
          {view.result}
        </output>
      </form>
      <p className="muted">{view.note}</p>
    </section>
  )
}
