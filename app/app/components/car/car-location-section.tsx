/** Where the car is: the #vehicle-map target of the announcement bar's Get Directions link. */
export function CarLocationSection({ name, address }: { readonly name: string | null; readonly address: string | null }) {
  if (!name && !address) return null
  return (
    <section id="vehicle-map" className="car-section car-location" aria-label={name ?? address ?? undefined}>
      {name ? <h2>{name}</h2> : null}
      {address ? <address>{address}</address> : null}
    </section>
  )
}
