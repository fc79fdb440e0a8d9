import type { ReactNode } from "react";
import { CmsLink } from "~/content/CmsLink";
import { CmsMedia } from "~/content/CmsMedia";
import { CmsText } from "~/content/CmsText";
import { Icon } from "~/content/Icon";
import { useT } from "~/i18n/use-t";
import { BlockSection } from "~/theme/BlockSection";
import { Accordion } from "~/ui/Accordion";
import { Tabs } from "~/ui/Tabs";
import type { BlockProps } from "../../types";
import { DropdownDemo } from "./DropdownDemo";
import type { TestBlockFields } from "./fields.server";
import styles from "./TestBlock.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1440, xxxl: 1680, xxxxl: 1920 };

/** The tabs, in order; each is labelled by its `test-block.<id>` text. */
const TAB_IDS = ["texts", "links", "media", "edito", "components", "responsive", "scripts"] as const;

/** `test-block`: the internal QA block showing every content component the CMS can send. */
export default function TestBlock({ fields, block }: BlockProps<TestBlockFields>) {
  const { t } = useT("showcase");
  const contents: Record<(typeof TAB_IDS)[number], ReactNode> = {
    texts: (
      <div className={styles.stack}>
        {fields.texts_repeater.map((item, i) => (
          <div key={i} className={styles.sample}>
            <code className={styles.kind}>{item.kind}</code>
            <CmsText field={item.text} />
          </div>
        ))}
      </div>
    ),
    links: (
      <div className={styles.row}>
        {fields.links_repeater.map((item, i) => (
          <CmsLink key={i} link={item.link} />
        ))}
      </div>
    ),
    media: (
      <div className={styles.grid}>
        {fields.media_repeater.map((item, i) => (
          <CmsMedia key={i} media={item.media} className={styles.media} />
        ))}
      </div>
    ),
    edito: <CmsText field={fields.edito} />,
    components: (
      <div className={styles.stack}>
        <ul className={styles.icons}>
          {fields.icons.map((icon) => (
            <li key={icon.name}>
              <Icon name={icon.name} path={icon.path} />
              <span>{icon.name}</span>
            </li>
          ))}
        </ul>
        <Accordion
          items={[
            { id: "a", title: t("test-block.accordion-title"), content: t("test-block.accordion-content") },
          ]}
        />
        <DropdownDemo />
      </div>
    ),
    responsive: (
      <ul className={styles.breakpoints}>
        {Object.entries(BREAKPOINTS).map(([name, width]) => (
          <li key={name} data-breakpoint={name} style={{ ["--bp" as string]: `${width}px` }}>
            {name} ≥ {width}px
          </li>
        ))}
      </ul>
    ),
    scripts: fields.script ? (
      <CmsText field={fields.script} as="pre" className={styles.code} />
    ) : (
      <p>{t("test-block.no-script")}</p>
    ),
  };
  const tabs = TAB_IDS.map((id) => ({ id, label: t(`test-block.${id}`), content: contents[id] }));
  return (
    <BlockSection block={block} className={styles.block}>
      <div className={styles.inner}>
        <h2 className={styles.title}>{t("test-block.title")}</h2>
        <Tabs label={t("test-block.title")} items={tabs} />
      </div>
    </BlockSection>
  );
}
