import { useRef, type CSSProperties } from "react";
import { CmsLink } from "~/content/CmsLink";
import { CmsText, plainText } from "~/content/CmsText";
import { CmsIcon, Icon } from "~/content/Icon";
import { useT } from "~/i18n/use-t";
import { BlockSection } from "~/theme/BlockSection";
import { Tabs } from "~/ui/Tabs";
import { BackgroundMedia } from "../../parts/BackgroundMedia";
import type { BlockProps } from "../../types";
import type { HeroSearchBarData, HeroSearchBarFields, HeroSearchTab } from "./fields.server";
import { FindForm } from "./FindForm";
import styles from "./HeroSearchBar.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** Spec 2 §9: the search bar overlaps the hero's bottom edge by this much. */
export const HERO_OVERLAP_PX = 95;
/** Spec 2 §9: the tab strip's fading edges when it scrolls. */
export const FADE_BAR_SIZE_PX = 84;

function ContentTab({ tab }: { tab: HeroSearchTab }) {
  return (
    <div className={styles.contentTab}>
      <CmsIcon icon={tab.content_icon} className={styles.contentIcon} />
      <CmsText field={tab.description} className={styles.description} />
      {tab.cta ? <CmsLink link={tab.cta} /> : null}
    </div>
  );
}

/** `hero-search-bar` (spec 2 §2): a hero whose search bar has the Find tab and content tabs. */
export default function HeroSearchBar({
  fields,
  block,
  index,
  data,
}: BlockProps<HeroSearchBarFields, HeroSearchBarData>) {
  const { t } = useT("properties");
  const barRef = useRef<HTMLDivElement>(null);
  const findTitle = plainText(fields.find_tab_title) || t("search_bar.find_tab");
  const items = [
    {
      id: "find",
      label: (
        <>
          <Icon name="search" className={styles.tabIcon} />
          <span>{findTitle}</span>
        </>
      ),
      content: <FindForm municipalities={data?.municipalities ?? null} barRef={barRef} />,
    },
    ...fields.tabs_repeater.map((tab, i) => ({
      id: `tab-${i}`,
      label: (
        <>
          <CmsIcon icon={tab.tab_icon} className={styles.tabIcon} />
          <span>{plainText(tab.tab_title)}</span>
        </>
      ),
      content: <ContentTab tab={tab} />,
    })),
  ];
  return (
    <BlockSection
      block={block}
      className={styles.hero}
      style={
        {
          "--hero-overlap": `${HERO_OVERLAP_PX}px`,
          "--fade-size": `${FADE_BAR_SIZE_PX}px`,
        } as CSSProperties
      }
    >
      <div className={styles.backdrop}>
        <BackgroundMedia media={fields.bg_media} first={index === 0} />
      </div>
      <div className={styles.content}>
        <CmsText field={fields.main_title} as={index === 0 ? "h1" : "h2"} className={styles.title} />
        <CmsText field={fields.sub_title} as="p" className={styles.subTitle} />
      </div>
      <div ref={barRef} className={`${styles.bar} scheme-normal`}>
        <Tabs label={t("search_bar.tabs")} items={items} className={styles.tabs} />
      </div>
    </BlockSection>
  );
}
