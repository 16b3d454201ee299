import type { SpecificationRow } from "@dealer/core"

/** The specifications table (caravans: sizes in feet and metres, masses in kilograms). */
export function CarSpecifications({ title, rows }: { readonly title: string; readonly rows: ReadonlyArray<SpecificationRow> }) {
  if (rows.length === 0) return null
  return (
    <section className="car-section" aria-labelledby="specifications">
      <h2 id="specifications">{title}</h2>
      <table className="specifications">
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
