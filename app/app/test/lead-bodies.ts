/** A lead form's payload as core's `leadPayload` builds it, with the shopper's fields. */
export function leadUserData(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    url: "https://www.metromotorgroup.example/cars/some-car",
    source: "Website",
    user_agent: "Mozilla/5.0",
    car_id: null,
    car_dealership_id: 101,
    lead_attributes: { visited_pages: ["/search/new-used-and-demo-cars"], linked_query_params: { utm_source: "test" } },
    category: "Vehicle Enquiry",
    subcategory: null,
    name: "Jo",
    last_name: "Citizen",
    email: "jo@example.com",
    phone: "0412345678",
    message: "Is it still available?",
    ...fields
  }
}

/** The body of `POST /api/leads`. */
export const leadBody = (fields: Record<string, unknown> = {}, isLastStep = true, leadId?: number) => ({
  userData: leadUserData(fields),
  isLastStep,
  ...(leadId === undefined ? {} : { lead_id: leadId })
})
