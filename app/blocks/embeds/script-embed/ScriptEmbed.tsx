import { useEffect, useId, useRef } from "react";
import { CmsText } from "~/content/CmsText";
import { BlockSection } from "~/theme/BlockSection";
import type { BlockProps } from "../../types";
import type { ScriptEmbedFields } from "./fields.server";
import type { EmbedScript } from "./parse-embed.server";
import styles from "./ScriptEmbed.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** Browsers hide nonce attributes; the property still holds the page's nonce. */
function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
}

/**
 * `script-embed` (spec 3 §2): runs the editor's script inside a container, under the page's CSP nonce.
 * An injection failure is logged as a warning and the page carries on. The scripts come parsed by
 * the server as a JSON string, so a revalidated page (an equal string) does not run them twice.
 */
export default function ScriptEmbed({ fields, block, index }: BlockProps<ScriptEmbedFields>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const containerId = `embed-${useId().replace(/:/g, "")}`;
  const source = fields.script;

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !source) return;
    const nonce = pageNonce();
    const added: HTMLScriptElement[] = [];
    try {
      for (const script of JSON.parse(source) as EmbedScript[]) {
        const element = document.createElement("script");
        element.nonce = nonce;
        element.dataset.embedFor = containerId;
        if ("src" in script) {
          element.src = script.src;
          element.async = true;
          element.addEventListener("error", () => console.warn(`Script embed could not load ${script.src}`));
        } else element.text = script.code;
        container.appendChild(element);
        added.push(element);
      }
    } catch (error) {
      console.warn("Script embed injection failed", error);
    }
    return () => added.forEach((element) => element.remove());
  }, [source, containerId]);

  return (
    <BlockSection
      block={block}
      className={styles.embed}
      style={{ ["--embed-padding" as string]: `${fields.padding ?? 48}px` }}
    >
      <div className={styles.inner}>
        <CmsText field={fields.main_title} as={index === 0 ? "h1" : "h2"} className={styles.title} />
        <div ref={containerRef} id={containerId} data-script-embed="" />
      </div>
    </BlockSection>
  );
}
