import type { ReactNode } from "react";
import { Icon } from "~/content/Icon";
import { SchemeOverrideContext } from "~/theme/BlockSection";
import { useT } from "~/i18n/use-t";
import { nextColorScheme, type ColorSchemeName } from "~/theme/schemes";
import type { PreparedBlock } from "../types";
import styles from "./EditOverlay.module.css";

type Props = {
  block: PreparedBlock;
  scheme: ColorSchemeName | null;
  onScheme: (scheme: ColorSchemeName) => void;
  onDelete: () => void;
  children: ReactNode;
};

/** The edit-mode overlay of a block: its type and the switches it enables (spec 3 §4, §6). */
export function EditOverlay({ block, scheme, onScheme, onDelete, children }: Props) {
  const { t } = useT("ui");
  const current = scheme ?? block.look.scheme;
  const switches = block.edit;
  const edit = () => {
    const detail = { id: block.id ?? null, block_type: block.block_type };
    window.dispatchEvent(new CustomEvent("app:edit-block", { detail }));
    // frame-ancestors 'self' lets only our own origin frame the page, so that is the only target.
    if (window.parent !== window)
      window.parent.postMessage({ type: "edit-block", ...detail }, window.location.origin);
  };
  return (
    <div className={styles.wrapper} data-edit-block={block.block_type}>
      <div className={styles.bar} role="toolbar" aria-label={t("edit.overlay", { type: block.block_type })}>
        <span className={styles.type}>{block.block_type}</span>
        {switches.includes("change_color_scheme") ? (
          <button
            type="button"
            onClick={() => onScheme(nextColorScheme(current))}
            aria-label={t("edit.change-scheme", { scheme: current })}
          >
            <Icon name="palette" />
          </button>
        ) : null}
        {switches.includes("edit_block") ? (
          <button type="button" onClick={edit} aria-label={t("edit.edit")}>
            <Icon name="edit" />
          </button>
        ) : null}
        {switches.includes("delete_block") ? (
          <button type="button" onClick={onDelete} aria-label={t("edit.delete")}>
            <Icon name="trash" />
          </button>
        ) : null}
      </div>
      <SchemeOverrideContext.Provider value={scheme}>{children}</SchemeOverrideContext.Provider>
    </div>
  );
}
