import type { LeadChannel } from "@dealer/core"
import type { EmailDestination } from "@dealer/core/platform"
import nodemailer from "nodemailer"

/** Where and as whom lead e-mails are sent. */
export interface SmtpSettings {
  /** `smtp://user:password@host:587` or `smtps://...:465` (nodemailer's connection URL). */
  readonly url: string
  /** The From address, e.g. `Dealer leads <leads@platform.example>`. */
  readonly from: string
  /** The right-hand side of each Message-ID (`<message id@host>`). */
  readonly messageIdHost: string
  /** Connection, greeting and socket timeouts (default 15 s). */
  readonly timeoutMs?: number | undefined
}

/** An e-mail channel that can be closed (its SMTP connection pool). */
export interface EmailChannel extends LeadChannel<EmailDestination> {
  readonly close: () => void
}

/**
 * Leads by e-mail over SMTP, as dealer CRMs ingest them: From the platform, To the destination's
 * addresses, the lead's subject and readable text, and the ADF document attached as
 * `lead-<id>.xml` (`application/xml`). The Message-ID is `<message id@host>`, the same on every
 * try, so a mailbox or CRM drops a repeat.
 *
 * @example
 * const email = createEmailChannel({ url: "smtp://mail.example:587", from: "leads@platform.example", messageIdHost: "platform.example" })
 * await email.send({ messageId, tenantSlug: "acme", lead }, { to: ["leads@acme.example"] })
 */
export function createEmailChannel(settings: SmtpSettings): EmailChannel {
  const timeout = settings.timeoutMs ?? 15_000
  const url = new URL(settings.url)
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") throw new Error("The SMTP URL must start with smtp:// or smtps://")
  const secure = url.protocol === "smtps:"
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port === "" ? (secure ? 465 : 587) : Number(url.port),
    secure,
    ...(url.username === "" ? {} : { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }),
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout
  })
  return {
    send: async ({ messageId, lead }, destination) => {
      await transport.sendMail({
        from: settings.from,
        to: [...destination.to],
        subject: lead.subject,
        text: lead.text === "" ? `${lead.subject}\n\nThe lead is attached as an ADF document.` : lead.text,
        messageId: `<${messageId}@${settings.messageIdHost}>`,
        headers: { "X-Dealer-Message-Id": messageId },
        attachments: [{ filename: `lead-${lead.leadId}.xml`, content: lead.xml, contentType: "application/xml" }]
      })
    },
    close: () => transport.close()
  }
}
