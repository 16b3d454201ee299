import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { adfLeadXml, type AdfLead } from "./adf-lead.ts"

const lead: AdfLead = {
  id: 812,
  source: "acme",
  requestDate: new Date("2026-03-02T04:05:06.789Z"),
  vehicles: [
    {
      interest: "buy",
      status: "used",
      ids: [],
      year: 2021,
      make: "Toyota",
      model: "Corolla",
      trim: "Ascent Sport",
      vin: "JTNB11HK103000001",
      stock: "ST123",
      odometerKm: 41200,
      price: { type: "asking", amount: 25990 },
      finance: null,
      comments: "Link: https://acme.example/cars/2021-toyota-corolla"
    },
    {
      interest: "trade-in",
      status: "used",
      ids: [{ source: "rego QLD", value: "ABC123" }],
      year: 2016,
      make: "Mazda",
      model: "CX-5",
      trim: null,
      vin: null,
      stock: null,
      odometerKm: 98000,
      price: { type: "appraisal", amount: 14200 },
      finance: null,
      comments: "Any accident damage?: No"
    }
  ],
  customer: {
    firstName: "Jo",
    lastName: "Citizen",
    fullName: null,
    email: "jo@example.com",
    phone: "0412345678",
    postcode: "4000",
    preferredContact: "email"
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
      <odometer units="km">41200</odometer>
      <price type="asking" currency="AUD">25990</price>
      <comments>Link: https://acme.example/cars/2021-toyota-corolla</comments>
    </vehicle>
    <vehicle interest="trade-in" status="used">
      <id source="rego QLD">ABC123</id>
      <year>2016</year>
      <make>Mazda</make>
      <model>CX-5</model>
      <odometer units="km">98000</odometer>
      <price type="appraisal" currency="AUD">14200</price>
      <comments>Any accident damage?: No</comments>
    </vehicle>
    <customer>
      <contact>
        <name part="first">Jo</name>
        <name part="last">Citizen</name>
        <email preferredcontact="1">jo@example.com</email>
        <phone type="voice" preferredcontact="0">0412345678</phone>
        <address><street line="1"></street><postalcode>4000</postalcode><country>AU</country></address>
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
  it("renders prospect, the vehicle of interest and the trade-in, customer, vendor and provider", () => {
    expect(adfLeadXml(lead)).toBe(expected)
  })

  it("names an empty vehicle for a lead about no car (ADF requires one), and leaves out empty values", () => {
    const xml = adfLeadXml({
      ...lead,
      vehicles: [],
      comments: "  ",
      customer: {
        firstName: null,
        lastName: null,
        fullName: "Jo Citizen",
        email: null,
        phone: "",
        postcode: null,
        preferredContact: null
      }
    })
    expect(xml).toContain('<vehicle interest="buy">\n      <year></year>\n      <make></make>\n      <model></model>\n    </vehicle>')
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
          vehicles: lead.vehicles.map((vehicle) => ({ ...vehicle, make: carMake })),
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
