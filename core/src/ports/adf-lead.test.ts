import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { adfLeadXml, type AdfLead } from "./adf-lead.ts"

const lead: AdfLead = {
  id: 812,
  source: "acme",
  requestDate: new Date("2026-03-02T04:05:06.789Z"),
  vehicle: {
    interest: "buy",
    status: "used",
    year: 2021,
    make: "Toyota",
    model: "Corolla",
    trim: "Ascent Sport",
    vin: "JTNB11HK103000001",
    stock: "ST123",
    price: 25990
  },
  customer: {
    firstName: "Jo",
    lastName: "Citizen",
    fullName: null,
    email: "jo@example.com",
    phone: "0412345678",
    postcode: "4000"
  },
  comments: "Is it still available?",
  vendor: { id: 3, name: "Acme Motors Southport", phone: "0755550123" },
  provider: { name: "Acme Motors", url: "https://acme.example", service: "Vehicle Enquiry" }
}

const expected = `<?xml version="1.0" encoding="UTF-8"?>
<?adf version="1.0"?>
<adf>
  <prospect status="new">
    <id sequence="1" source="acme">812</id>
    <requestdate>2026-03-02T04:05:06Z</requestdate>
    <vehicle interest="buy" status="used">
      <year>2021</year>
      <make>Toyota</make>
      <model>Corolla</model>
      <vin>JTNB11HK103000001</vin>
      <stock>ST123</stock>
      <trim>Ascent Sport</trim>
      <price type="asking" currency="AUD">25990</price>
    </vehicle>
    <customer>
      <contact>
        <name part="first">Jo</name>
        <name part="last">Citizen</name>
        <email>jo@example.com</email>
        <phone type="voice">0412345678</phone>
        <address><postalcode>4000</postalcode><country>AU</country></address>
      </contact>
      <comments>Is it still available?</comments>
    </customer>
    <vendor>
      <id source="dealership">3</id>
      <vendorname>Acme Motors Southport</vendorname>
      <contact>
        <name part="full">Acme Motors Southport</name>
        <phone type="voice">0755550123</phone>
      </contact>
    </vendor>
    <provider>
      <name part="full">Acme Motors</name>
      <service>Vehicle Enquiry</service>
      <url>https://acme.example</url>
    </provider>
  </prospect>
</adf>
`

const tags = (xml: string) => xml.match(/<[^>]*>/g) ?? []

describe("adfLeadXml", () => {
  it("renders prospect, vehicle, customer, vendor and provider", () => {
    expect(adfLeadXml(lead)).toBe(expected)
  })

  it("leaves out the vehicle of a lead about no car, and empty values", () => {
    const xml = adfLeadXml({
      ...lead,
      vehicle: null,
      comments: "  ",
      customer: { firstName: null, lastName: null, fullName: "Jo Citizen", email: null, phone: "", postcode: null }
    })
    expect(xml).not.toContain("<vehicle")
    expect(xml).not.toContain("<comments>")
    expect(xml).not.toContain("<email>")
    expect(xml).not.toContain('<phone type="voice"></phone>')
    expect(xml).not.toContain("<address>")
    expect(xml).toContain('<name part="full">Jo Citizen</name>')
  })

  it("escapes what shoppers and dealers typed", () => {
    const xml = adfLeadXml({
      ...lead,
      source: 'a"b',
      comments: "</comments><vendor>evil</vendor> & more",
      customer: { ...lead.customer, firstName: "<Jo>" }
    })
    expect(xml).toContain('source="a&quot;b"')
    expect(xml).toContain("<comments>&lt;/comments&gt;&lt;vendor&gt;evil&lt;/vendor&gt; &amp; more</comments>")
    expect(xml).toContain('<name part="first">&lt;Jo&gt;</name>')
  })

  it("never lets a typed text add or remove a tag", () => {
    const typed = fc.string({ minLength: 1, unit: "binary" }).filter((text) => text.trim() !== "")
    fc.assert(
      fc.property(typed, typed, typed, typed, (name, comments, make, vendor) => {
        const with_ = (first: string, note: string, carMake: string, vendorName: string): AdfLead => ({
          ...lead,
          customer: { ...lead.customer, firstName: first },
          comments: note,
          vehicle: lead.vehicle && { ...lead.vehicle, make: carMake },
          vendor: { ...lead.vendor, name: vendorName }
        })
        expect(tags(adfLeadXml(with_(name, comments, make, vendor)))).toEqual(
          tags(adfLeadXml(with_("x", "x", "x", "x")))
        )
      }),
      { numRuns: 1000 }
    )
  })
})
