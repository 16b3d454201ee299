import { createContext, useContext } from "react"

/**
 * The nonce of this page's Content-Security-Policy: the server's render puts it on the scripts it
 * writes inline (React Router's context and module loader); in the browser it is empty, as the
 * browser hides nonces from the page anyway.
 */
export const NonceContext = createContext<string | undefined>(undefined)

/** The page's script nonce, on the server. */
export const useNonce = (): string | undefined => useContext(NonceContext)
