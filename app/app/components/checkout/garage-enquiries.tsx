import type { GarageEnquiryView } from "@dealer/core"
import { Link } from "react-router"

export interface GarageEnquiriesProps {
  readonly heading: string
  readonly empty: string
  readonly enquiries: ReadonlyArray<GarageEnquiryView>
}

/** The garage's enquiries: what each was about, the car it named and when it was sent. */
export function GarageEnquiries({ heading, empty, enquiries }: GarageEnquiriesProps) {
  return (
    <section className="saved__section" aria-labelledby="garage-enquiries">
      <h2 id="garage-enquiries">{heading}</h2>
      {enquiries.length === 0 ? (
        <p className="saved__empty">{empty}</p>
      ) : (
        <ul className="saved__list garage-enquiries">
          {enquiries.map((enquiry) => (
            <li key={enquiry.id} className="garage-enquiry">
              <h3 className="garage-enquiry__heading">{enquiry.heading}</h3>
              {enquiry.car ? (
                <p>
                  <Link to={enquiry.car.href}>{enquiry.car.title}</Link>
                </p>
              ) : null}
              <p className="garage-enquiry__sent">{enquiry.sentText}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
