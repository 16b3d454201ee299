import type { AddressInfo } from "node:net"
import { simpleParser, type ParsedMail } from "mailparser"
import { SMTPServer } from "smtp-server"
import { expect } from "vitest"
import { adfValidityErrors } from "./adf/validate-adf.ts"

/** A lead as the dealer's mailbox received it. */
export interface ReceivedLead {
  /** The attachment's name, `lead-<id>.xml`. */
  readonly file: string
  readonly to: ReadonlyArray<string>
  readonly subject: string
  readonly text: string
  /** The attached ADF document. */
  readonly adf: string
  readonly messageId: string
}

function receivedLead(to: ReadonlyArray<string>, mail: ParsedMail): ReceivedLead {
  const attachment = mail.attachments.find((file) => /^lead-.*\.xml$/.test(file.filename ?? ""))
  return {
    file: attachment?.filename ?? "",
    to,
    subject: mail.subject ?? "",
    text: mail.text ?? "",
    adf: attachment?.content.toString("utf8") ?? "",
    messageId: mail.messageId ?? ""
  }
}

/**
 * The dealers' mailbox of a test: a real SMTP server (the `smtp-server` package) the site
 * delivers its leads to (`SMTP_URL`), keeping every message it receives.
 *
 * @example
 * const inbox = await LeadInbox.start()
 * startApp({ SMTP_URL: inbox.url, ... })
 * const lead = await inbox.leadFrom("jo@example.com")
 */
export class LeadInbox {
  private constructor(
    private readonly server: SMTPServer,
    readonly url: string,
    readonly received: ReadonlyArray<ReceivedLead>
  ) {}

  static async start(): Promise<LeadInbox> {
    const received: ReceivedLead[] = []
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            received.push(receivedLead(session.envelope.rcptTo.map((rcpt) => rcpt.address), mail))
            callback()
          })
          .catch(callback)
      }
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const { port } = server.server.address() as AddressInfo
    return new LeadInbox(server, `smtp://127.0.0.1:${port}`, received)
  }

  /** The environment that makes a site deliver its leads here at once. */
  get env(): Readonly<Record<string, string>> {
    return { SMTP_URL: this.url, SMTP_FROM: "Dealer leads <leads@platform.example>", DELIVERY_POLL_SECONDS: "1" }
  }

  /**
   * The leads whose ADF names the shopper's e-mail address, once `count` have arrived, each valid
   * against the ADF 1.0 DTD.
   */
  async leadsFrom(email: string, count = 1): Promise<ReadonlyArray<ReceivedLead>> {
    const mine = () => this.received.filter((lead) => lead.adf.includes(`>${email}</email>`))
    await expect.poll(() => mine().length, { timeout: 20_000, interval: 200 }).toBeGreaterThanOrEqual(count)
    for (const lead of mine()) expect(await adfValidityErrors(lead.adf), `ADF of ${lead.subject}`).toBe("")
    return mine()
  }

  /** The one lead from `email` (the last, when a multi-step lead was delivered at each stage). */
  async leadFrom(email: string): Promise<ReceivedLead> {
    const leads = await this.leadsFrom(email)
    return leads[leads.length - 1] as ReceivedLead
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()))
  }
}
