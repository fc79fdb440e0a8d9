import type { Db } from "./db";
import { HttpError } from "./http";

/**
 * The demo core API's leads (POST /api/swc/{microsite}/contact): every form post is stored with its
 * Idempotency-Key, which is unique: a second post with the same key gets the first one's answer and
 * stores nothing. The page GET /leads lists them for the person trying the demo.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS leads (
  id INTEGER PRIMARY KEY AUTOINCREMENT, idempotency_key TEXT UNIQUE, form_type TEXT NOT NULL,
  microsite_id TEXT NOT NULL, locale TEXT, payload TEXT NOT NULL, answer TEXT NOT NULL, created_at TEXT NOT NULL);
`;

export type LeadFailureMode = "off" | "error" | "hang";

export function ensureLeadsTable(db: Db): void {
  db.exec(SCHEMA);
}

type LeadRow = {
  id: number;
  idempotency_key: string | null;
  form_type: string;
  microsite_id: string;
  locale: string | null;
  payload: string;
  answer: string;
  created_at: string;
};

export function storeLead(db: Db, micrositeId: string, form: URLSearchParams, idempotencyKey: string | null) {
  ensureLeadsTable(db);
  const formType = form.get("form_type");
  const errors: Record<string, string> = {};
  if (!formType) errors.form_type = "required";
  if (!form.get("email")) errors.email = "required";
  if (Object.keys(errors).length) throw new HttpError(422, "Invalid submission", { status: "error", errors });
  const key = idempotencyKey?.trim().slice(0, 200) || null;
  if (key) {
    const first = db.prepare("SELECT answer FROM leads WHERE idempotency_key = ?").get(key) as
      Pick<LeadRow, "answer"> | undefined;
    if (first) return JSON.parse(first.answer) as unknown;
  }
  const answer = { status: "success" };
  db.prepare(
    `INSERT INTO leads (idempotency_key, form_type, microsite_id, locale, payload, answer, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    key,
    formType,
    micrositeId,
    form.get("locale"),
    JSON.stringify(Object.fromEntries(form)),
    JSON.stringify(answer),
    new Date().toISOString(),
  );
  return answer;
}

export function listLeads(db: Db) {
  ensureLeadsTable(db);
  const rows = db.prepare("SELECT * FROM leads ORDER BY id DESC").all() as LeadRow[];
  return rows.map(({ answer: _answer, ...row }) => ({
    ...row,
    payload: JSON.parse(row.payload) as Record<string, string>,
  }));
}

const escapeHtml = (value: unknown) =>
  String(value ?? "").replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** GET /leads: the leads received, newest first, as a plain page. */
export function leadsPage(db: Db): string {
  const leads = listLeads(db);
  const rows = leads
    .map((lead) => {
      const fields = Object.entries(lead.payload)
        .filter(([name]) => name !== "recaptcha_response")
        .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
        .join("");
      return `<li><h2>${escapeHtml(lead.form_type)} · ${escapeHtml(lead.created_at)}</h2><p>Microsite ${escapeHtml(lead.microsite_id)} · ${escapeHtml(lead.locale)} · key ${escapeHtml(lead.idempotency_key ?? "—")}</p><dl>${fields}</dl></li>`;
    })
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo leads (${leads.length})</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem}li{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:0 0 1rem;list-style:none}ul{padding:0}h2{font-size:1.1rem;margin:0}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}</style>
</head><body><h1>Leads received by the demo core API (${leads.length})</h1>
${leads.length ? `<ul>${rows}</ul>` : "<p>No lead yet: send a contact form, a property alert or a valuation request.</p>"}
</body></html>`;
}
