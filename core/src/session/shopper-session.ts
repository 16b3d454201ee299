import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"
import type { PluginName } from "./settings.ts"

/**
 * A signed-in user: an id, identified by a phone number (section 6 of document 001; section 3 of
 * document 000, "User").
 *
 * @example
 * import { User } from "@dealer/core/session"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * const json = { id: 4, phone_number: "0412345678" }
 * decodeOrThrow(User, json, "session user").id // => 4
 */
export const User = /* @__PURE__ */ Schema.Struct({
  id: /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt()),
  phone: /* @__PURE__ */ Maybe(Schema.String)
})
export type User = typeof User.Type

/** The visitor as rules see them: anonymous (`user` null) or signed in, with any session plugins. */
export interface ShopperSession {
  readonly user: User | null
  /** Plugins the session unlocks; null when the session says nothing about plugins. */
  readonly plugins: ReadonlyArray<PluginName> | null
}

/** An anonymous visitor. */
export const anonymousSession: ShopperSession = { user: null, plugins: null }

/**
 * True when the visitor is signed in.
 *
 * @example
 * import { anonymousSession, isSignedIn } from "@dealer/core/session"
 *
 * isSignedIn(anonymousSession) // => false
 */
export function isSignedIn(session: ShopperSession): boolean {
  return session.user !== null
}
