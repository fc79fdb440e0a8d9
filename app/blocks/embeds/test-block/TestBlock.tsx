import { useTranslation } from "react-i18next";
import { z } from "zod";
import { CmsLink } from "~/content/CmsLink";
import { CmsMedia } from "~/content/CmsMedia";
import { CmsText } from "~/content/CmsText";
import { Icon } from "~/content/Icon";
import { ICON_PATHS } from "~/content/icons";
import {
  linkFieldSchema,
  mediaFieldSchema,
  optionalField,
  repeater,
  textFieldSchema,
} from "~/content/schemas";
import { BlockSection } from "~/theme/BlockSection";
import { Accordion } from "~/ui/Accordion";
import { Tabs } from "~/ui/Tabs";
import { defineBlock } from "../../define-block";
import { DropdownDemo } from "./DropdownDemo";
import styles from "./TestBlock.module.css";

const fields = z.object({
  texts_repeater: repeater(z.object({ text: textFieldSchema })),
  links_repeater: repeater(z.object({ link: linkFieldSchema })),
  media_repeater: repeater(z.object({ media: mediaFieldSchema })),
  edito: optionalField(textFieldSchema),
  script: optionalField(textFieldSchema),
});

const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1440, xxxl: 1680, xxxxl: 1920 };

/** `test-block`: the internal QA block showing every content component the CMS can send. */
export const TestBlock = defineBlock(fields, function TestBlock({ fields, block }) {
  const { t } = useTranslation("blocks");
  const tabs = [
    {
      id: "texts",
      label: t("test-block.texts"),
      content: (
        <div className={styles.stack}>
          {fields.texts_repeater.map((item, i) => (
            <div key={i} className={styles.sample}>
              <code className={styles.kind}>{item.text.type}</code>
              <CmsText field={item.text} />
            </div>
          ))}
        </div>
      ),
    },
    {
      id: "links",
      label: t("test-block.links"),
      content: (
        <div className={styles.row}>
          {fields.links_repeater.map((item, i) => (
            <CmsLink key={i} link={item.link} />
          ))}
        </div>
      ),
    },
    {
      id: "media",
      label: t("test-block.media"),
      content: (
        <div className={styles.grid}>
          {fields.media_repeater.map((item, i) => (
            <CmsMedia key={i} media={item.media} className={styles.media} />
          ))}
        </div>
      ),
    },
    { id: "edito", label: t("test-block.edito"), content: <CmsText field={fields.edito} /> },
    {
      id: "components",
      label: t("test-block.components"),
      content: (
        <div className={styles.stack}>
          <ul className={styles.icons}>
            {Object.keys(ICON_PATHS).map((name) => (
              <li key={name}>
                <Icon name={name} />
                <span>{name}</span>
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
    },
    {
      id: "responsive",
      label: t("test-block.responsive"),
      content: (
        <ul className={styles.breakpoints}>
          {Object.entries(BREAKPOINTS).map(([name, width]) => (
            <li key={name} data-breakpoint={name} style={{ ["--bp" as string]: `${width}px` }}>
              {name} ≥ {width}px
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: "scripts",
      label: t("test-block.scripts"),
      content: fields.script ? (
        <CmsText field={fields.script} as="pre" className={styles.code} />
      ) : (
        <p>{t("test-block.no-script")}</p>
      ),
    },
  ];
  return (
    <BlockSection block={block} className={styles.block}>
      <div className={styles.inner}>
        <h2 className={styles.title}>{t("test-block.title")}</h2>
        <Tabs label={t("test-block.title")} items={tabs} />
      </div>
    </BlockSection>
  );
});
