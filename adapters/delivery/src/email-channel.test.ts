import type { AddressInfo } from "node:net"
import { simpleParser, type ParsedMail } from "mailparser"
import { SMTPServer } from "smtp-server"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createEmailChannel } from "./email-channel.ts"
import { failureReason } from "./failure.ts"
import { testLead } from "./test-lead.ts"

interface Arrival {
  readonly from: string
  readonly to: ReadonlyArray<string>
  readonly mail: ParsedMail
}

describe("createEmailChannel", () => {
  const arrivals: Arrival[] = []
  let server: SMTPServer
  let port: number

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onAuth: (auth, _session, callback) =>
        auth.username === "dealer" && auth.password === "p@ss word"
          ? callback(null, { user: "dealer" })
          : callback(new Error("Invalid username or password")),
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            arrivals.push({
              from: session.envelope.mailFrom === false ? "" : session.envelope.mailFrom.address,
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              mail
            })
            callback()
          })
          .catch(callback)
      }
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    port = (server.server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it("sends the subject, a readable text part and the ADF document attached, under a stable Message-ID", async () => {
    const email = createEmailChannel({
      url: `smtp://dealer:${encodeURIComponent("p@ss word")}@127.0.0.1:${port}`,
      from: "Dealer leads <leads@platform.example>",
      messageIdHost: "platform.example"
    })
    const lead = testLead(42)
    await email.send(lead, { to: ["leads@metro.example", "city@metro.example"] })
    email.close()

    const arrival = arrivals.at(-1)
    expect(arrival?.from).toBe("leads@platform.example")
    expect(arrival?.to).toEqual(["leads@metro.example", "city@metro.example"])
    const mail = arrival?.mail as ParsedMail
    expect(mail.subject).toBe("New lead: Vehicle Enquiry from Jo Citizen (#42)")
    expect(mail.messageId).toBe(`<${lead.messageId}@platform.example>`)
    expect(mail.text?.trim()).toBe(lead.lead.text)
    expect(mail.attachments).toHaveLength(1)
    const [adf] = mail.attachments
    expect(adf?.filename).toBe("lead-42.xml")
    expect(adf?.contentType).toBe("application/xml")
    expect(adf?.content.toString("utf8")).toBe(lead.lead.xml)
  })

  it("fails when the server refuses the login, and when nothing listens", async () => {
    const wrong = createEmailChannel({ url: `smtp://dealer:nope@127.0.0.1:${port}`, from: "leads@platform.example", messageIdHost: "p.example" })
    const refused = await wrong.send(testLead(), { to: ["leads@metro.example"] }).catch((error: unknown) => error)
    wrong.close()
    expect(failureReason("email", refused)).toBe("email: EAUTH")

    const down = createEmailChannel({ url: "smtp://127.0.0.1:1", from: "leads@platform.example", messageIdHost: "p.example" })
    const unreachable = await down.send(testLead(), { to: ["leads@metro.example"] }).catch((error: unknown) => error)
    down.close()
    expect(failureReason("email", unreachable)).toBe("email: ESOCKET")
  })
})
