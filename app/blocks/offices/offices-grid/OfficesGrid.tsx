import { useAtomValue } from "jotai";
import { useId, useRef, useState } from "react";
import { useT } from "~/i18n/use-t";
import { hasHiddenItems, shownItems } from "~/lib/show-first";
import { siteAtom } from "~/state/site";
import { BlockSection } from "~/theme/BlockSection";
import { BlockHeading } from "../../parts/BlockHeading";
import type { BlockProps } from "../../types";
import { OFFICES_SHOWN } from "../office";
import { OfficeCard } from "../OfficeCard";
import { OfficesJsonLd } from "../OfficesJsonLd";
import type { OfficesGridFields } from "./fields.server";
import styles from "../offices.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** `offices-grid` (spec 2 §4): the first 9 offices, then a button reveals all. */
export default function OfficesGrid({ fields, block, index }: BlockProps<OfficesGridFields>) {
  const { t } = useT("places");
  const brandVersion = useAtomValue(siteAtom)?.brandVersion ?? 1;
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const { offices } = fields;
  const shown = shownItems(offices, OFFICES_SHOWN, showAll);

  const revealAll = () => {
    setShowAll(true);
    // The button disappears: focus moves to the first office revealed, so keyboard users keep their place.
    requestAnimationFrame(() => {
      (listRef.current?.children[OFFICES_SHOWN] as HTMLElement | undefined)?.focus();
    });
  };

  return (
    <BlockSection block={block} className={styles.section}>
      <div className={styles.container}>
        <BlockHeading
          superTitle={fields.super_title}
          title={fields.main_title}
          description={fields.description}
          first={index === 0}
        />
        {offices.length === 0 ? (
          <p>{t("places:offices.none")}</p>
        ) : (
          <ul className={styles.grid} id={listId} ref={listRef}>
            {shown.map((office, i) => (
              <li key={office.id} tabIndex={i >= OFFICES_SHOWN ? -1 : undefined}>
                <OfficeCard office={office} brandVersion={brandVersion} />
              </li>
            ))}
          </ul>
        )}
        {hasHiddenItems(offices.length, OFFICES_SHOWN, showAll) ? (
          <button type="button" className={styles.showAll} aria-controls={listId} onClick={revealAll}>
            {t("places:offices.show-all", { count: offices.length })}
          </button>
        ) : null}
        <OfficesJsonLd offices={offices} />
      </div>
    </BlockSection>
  );
}
