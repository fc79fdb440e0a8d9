const warned = new Set<string>();

/**
 * Logs a console warning once per message: content is rendered many times (server, hydration,
 * every navigation) and the same bad CMS value would otherwise flood the console.
 */
export function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}
