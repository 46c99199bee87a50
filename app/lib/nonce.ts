import { createContext, useContext } from "react";

/** The CSP nonce of the response, provided by entry.server; browsers hide it, so it is "" there. */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
