/**
 * Small pure text helpers for CMS fields (spec 3 §5). Browser-safe: nothing here parses or
 * sanitises HTML (that is `sanitize.server.ts`, on the server only).
 */

/** Something resembling an email address, which needs forced word breaking (spec 3 §5). */
export function containsEmailLike(text: string): boolean {
  return /[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+/.test(text);
}

/** Spec 3 §5: text content turns line-break tags into newlines. */
export function brToNewlines(text: string): string {
  return text.replace(/<br\s*\/?>/gi, "\n");
}

/** Spec 3 §5: textarea content turns newlines into line-break tags (the text itself escaped). */
export function newlinesToBr(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\r?\n/g, "<br>");
}
