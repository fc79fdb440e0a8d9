// Foreign postMessage (issue 11 §4). A browser test is not needed for what the code allows: the app
// must not listen to window messages without checking where they come from, and its own messages
// (the edit overlay's, to the CMS editor framing the page) name their target origin, never "*".
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { root } from "../server/harness";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(?:ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const sources = sourceFiles(path.join(root, "app")).map((file) => ({
  file: path.relative(root, file),
  text: readFileSync(file, "utf8"),
}));

describe("window messages", () => {
  it("are only listened to with a check of the sender's origin", () => {
    const listeners = sources.filter(({ text }) =>
      /addEventListener\(\s*["']message["']|\bonmessage\s*=|useEventListener\(\s*["']message["']/.test(text),
    );
    for (const { file, text } of listeners) {
      expect(text, `${file} listens to messages`).toMatch(/\.origin\s*(?:===|!==)|isAllowedOrigin|origin\)/);
    }
  });

  it("are only sent to a named origin, never to any window ('*')", () => {
    for (const { file, text } of sources) {
      for (const call of text.matchAll(/postMessage\(([\s\S]*?)\);/g)) {
        expect(call[1], `${file}: ${call[0]}`).not.toMatch(/,\s*["']\*["']\s*$/);
      }
    }
  });
});
