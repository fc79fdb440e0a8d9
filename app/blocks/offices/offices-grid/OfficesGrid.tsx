import { useAtomValue } from "jotai";
import { useT } from "~/i18n/use-t";
import { siteAtom } from "~/state/site";
import { ShowAllButton, ShownList, useShowFirst } from "~/ui/ShowFirst";
import { HeadedBlock } from "../../parts/HeadedBlock";
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
  const { offices } = fields;
  const list = useShowFirst(offices, OFFICES_SHOWN);

  return (
    <HeadedBlock block={block} fields={fields} index={index} classes={styles}>
      {offices.length === 0 ? (
        <p>{t("places:offices.none")}</p>
      ) : (
        <ShownList state={list} className={styles.grid} keyOf={(office) => office.id}>
          {(office) => <OfficeCard office={office} brandVersion={brandVersion} />}
        </ShownList>
      )}
      <ShowAllButton state={list} className={styles.showAll}>
        {t("places:offices.show-all", { count: offices.length })}
      </ShowAllButton>
      <OfficesJsonLd offices={offices} />
    </HeadedBlock>
  );
}
