/** The demo backend the browser tests run against (playwright.config.ts starts it). */
export const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 3211}`;

export type Lead = { form_type: string; payload: Record<string, string> };

/** The leads the demo backend received from this address (its test hook lists them all). */
export async function leadsFor(email: string): Promise<Lead[]> {
  const leads = (await (await fetch(`${BACKEND}/__test/submissions`)).json()) as Lead[];
  return leads.filter((lead) => lead.payload.email === email);
}
