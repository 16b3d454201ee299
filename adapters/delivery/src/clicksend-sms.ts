import type { SmsSender } from "@dealer/core/platform"
import { DeliveryFailure } from "./failure.ts"

/** An account of ClickSend's REST API (v3). */
export interface ClickSendSettings {
  readonly username: string
  readonly apiKey: string
  /** Default `https://rest.clicksend.com`. */
  readonly baseUrl?: string | undefined
  /** The sender shown on the phone (default `dealer-platform`). */
  readonly source?: string | undefined
  /** Per request (default 10 s). */
  readonly timeoutMs?: number | undefined
}

/**
 * An Australian number in the international form ClickSend expects: `0412 345 678` becomes
 * `+61412345678`; a number already starting with `+` or `61` keeps its country code.
 *
 * @example
 * internationalNumber("0412345678") // "+61412345678"
 */
export function internationalNumber(phone: string): string {
  const digits = phone.replace(/[\s()-]/g, "")
  if (digits.startsWith("+")) return digits
  if (digits.startsWith("0")) return `+61${digits.slice(1)}`
  if (digits.startsWith("61")) return `+${digits}`
  return digits
}

interface ClickSendReply {
  readonly data?: { readonly messages?: ReadonlyArray<{ readonly status?: unknown }> }
}

/**
 * Core's `SmsSender` over ClickSend (an Australian SMS gateway): `POST {base}/v3/sms/send` with
 * basic auth (username, API key) and one message. Resolves once ClickSend accepted the message;
 * a non-2xx answer, a message status other than `SUCCESS`, a network error or the timeout throws.
 *
 * @example
 * const sms = createClickSendSender({ username: "dealer", apiKey: process.env.CLICKSEND_API_KEY! })
 * await sms.send({ tenantSlug: "acme", to: "0412345678", text: "Your code is 482913", now })
 */
export function createClickSendSender(settings: ClickSendSettings): SmsSender {
  const base = (settings.baseUrl ?? "https://rest.clicksend.com").replace(/\/+$/, "")
  const authorization = `Basic ${Buffer.from(`${settings.username}:${settings.apiKey}`).toString("base64")}`
  return {
    send: async ({ to, text }) => {
      const response = await fetch(`${base}/v3/sms/send`, {
        method: "POST",
        headers: { authorization, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          messages: [{ source: settings.source ?? "dealer-platform", to: internationalNumber(to), body: text }]
        }),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000)
      })
      const reply = (await response.json().catch(() => ({}))) as ClickSendReply
      if (!response.ok) throw new DeliveryFailure(`HTTP ${response.status}`)
      const status = reply.data?.messages?.[0]?.status
      if (status !== "SUCCESS") {
        throw new DeliveryFailure(`status ${typeof status === "string" ? status.slice(0, 40) : "missing"}`)
      }
    }
  }
}
