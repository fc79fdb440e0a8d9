import { createContext, useContext, type ReactNode } from "react";

const NonceContext = createContext<string>("");

/** The CSP nonce of this request; empty in the browser, which hides nonces from the DOM. */
export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
