import { MEMBER_CARD_IMAGE_SIZES } from "./image-sizes";
import { useSearchParams } from "@remix-run/react";
import { useAtomValue } from "jotai";
import { useEffect, useId, useRef, useState } from "react";
import { CmsLink } from "~/content/CmsLink";
import { CmsText, plainText } from "~/content/CmsText";
import { useT } from "~/i18n/use-t";
import { jsonLdScript, realEstateAgent } from "~/lib/structured-data";
import { useHydrated } from "~/lib/use-hydrated";
import { useNativeValue } from "~/lib/use-native-value";
import { siteAtom } from "~/state/site";
import { BlockSection } from "~/theme/BlockSection";
import { BlockHeading } from "../../parts/BlockHeading";
import type { BlockProps } from "../../types";
import { avatarContextOf } from "../default-avatar";
import { IconLinks, InfoList, MemberAvatar } from "../MemberParts";
import { ProgramsCount } from "../ProgramsCount";
import type { MemberCardItem, MemberCardsFields } from "./fields.server";
import {
  LOAD_MORE_COOLDOWN_MS,
  LOAD_MORE_ROOT_MARGIN,
  OFFICE_PARAM,
  PAGE_PARAM,
  PER_PAGE_TIERS,
  filterByOffice,
  hasMore,
  parseOffice,
  parsePage,
  perPageForWidth,
  renderedCount,
  shownFrom,
  type PerPage,
} from "./paging";
import styles from "./MemberCards.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** The per-page count of the current width, null until the browser can tell (CSS decides before). */
function usePerPage(): PerPage | null {
  const [perPage, setPerPage] = useState<PerPage | null>(null);
  useEffect(() => {
    const update = () => setPerPage(perPageForWidth(window.innerWidth));
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return perPage;
}

/**
 * `member-cards` (spec 2 "Member cards block", §4, §9): cards filtered by office, paged by breakpoint
 * (16/12/8/6), more loaded when the trigger nears the viewport with a 1 s cooldown, or by a see-more
 * button where visibility observation is missing. Without JavaScript the office filter is a GET form and
 * see-more a link: the page and office live in the query string, and CSS shows each breakpoint its count.
 */
export default function MemberCards({ fields, block, index }: BlockProps<MemberCardsFields>) {
  const { t } = useT("people");
  const site = useAtomValue(siteAtom);
  const brandVersion = site?.brandVersion ?? 1;
  const avatarContext = avatarContextOf(block.block_params.context_type);
  const [searchParams] = useSearchParams();
  const offices = fields.offices_list;
  const [office, setOffice] = useState(() => parseOffice(searchParams.get(OFFICE_PARAM), offices));
  const [page, setPage] = useState(() => parsePage(searchParams.get(PAGE_PARAM)));
  const hydrated = useHydrated();
  const perPage = usePerPage();
  const generatedId = useId();
  const sectionId = `members-${block.id ?? generatedId.replace(/:/g, "")}`;
  const filterId = `${sectionId}-office`;

  const filtered = filterByOffice(fields.members_repeater, office);
  const shown = filtered.slice(0, renderedCount(filtered.length, page));
  const moreNow = perPage === null ? null : hasMore(filtered.length, page, perPage);

  // Load-more: when the trigger nears the viewport, one more page, then a 1 s pause before the next.
  const [observable, setObservable] = useState<boolean | null>(null);
  const [triggerInView, setTriggerInView] = useState(false);
  const [coolingDown, setCoolingDown] = useState(false);
  const triggerRef = useRef<HTMLDivElement>(null);
  useEffect(() => setObservable(typeof window.IntersectionObserver === "function"), []);
  useEffect(() => {
    const trigger = triggerRef.current;
    if (!observable || !trigger) return;
    const observer = new IntersectionObserver(
      (entries) => setTriggerInView(entries.some((entry) => entry.isIntersecting)),
      { rootMargin: LOAD_MORE_ROOT_MARGIN },
    );
    observer.observe(trigger);
    return () => observer.disconnect();
  }, [observable, moreNow]);
  useEffect(() => {
    if (!triggerInView || !moreNow || coolingDown) return;
    setPage((current) => current + 1);
    setCoolingDown(true);
  }, [triggerInView, moreNow, coolingDown]);
  useEffect(() => {
    if (!coolingDown) return;
    const timer = setTimeout(() => setCoolingDown(false), LOAD_MORE_COOLDOWN_MS);
    return () => clearTimeout(timer);
  }, [coolingDown]);

  const chooseOffice = (next: string | null) => {
    setOffice(next);
    setPage(1);
  };

  // An office chosen before the page's code ran.
  useNativeValue(
    () => document.getElementById(filterId) as HTMLSelectElement | null,
    office ?? "",
    (select) => chooseOffice(select.value || null),
  );

  const moreQuery = new URLSearchParams();
  if (office) moreQuery.set(OFFICE_PARAM, office);
  moreQuery.set(PAGE_PARAM, String(page + 1));
  const origin = site?.fullOrigin ?? "";

  return (
    <BlockSection block={block} className={styles.section} id={sectionId}>
      <div className={styles.container}>
        <BlockHeading title={fields.main_title} description={fields.description} first={index === 0} />
        {offices.length > 0 ? (
          <form method="get" action={`#${sectionId}`} className={styles.filter} role="search">
            <label htmlFor={filterId}>{t("office.label")}</label>
            <select
              id={filterId}
              name={OFFICE_PARAM}
              value={office ?? ""}
              onChange={(event) => chooseOffice(event.target.value || null)}
              className={styles.select}
            >
              <option value="">{t("office.all")}</option>
              {offices.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.label}
                </option>
              ))}
            </select>
            {hydrated ? null : (
              <button type="submit" className={styles.button}>
                {t("office.apply")}
              </button>
            )}
          </form>
        ) : null}
        <p className={styles.status} role="status">
          {t("count", { count: filtered.length })}
        </p>
        {filtered.length === 0 ? (
          <p className={styles.empty}>{t("empty")}</p>
        ) : (
          <ul className={styles.grid}>
            {shown.map((member, i) => (
              <li
                key={`${office ?? ""}-${i}`}
                className={styles.item}
                data-from={shownFrom(i, page) ?? "none"}
              >
                <MemberCard member={member} brandVersion={brandVersion} avatarContext={avatarContext} />
              </li>
            ))}
          </ul>
        )}
        {observable ? (
          <div ref={triggerRef} className={styles.trigger} aria-hidden="true" />
        ) : observable === false ? (
          moreNow ? (
            <button type="button" className={styles.button} onClick={() => setPage((current) => current + 1)}>
              {t("see-more")}
            </button>
          ) : null
        ) : (
          <a
            href={`?${moreQuery.toString()}#${sectionId}`}
            className={`${styles.button} ${styles.more}`}
            {...Object.fromEntries(
              PER_PAGE_TIERS.map((tier) => [
                `data-more-${tier.perPage}`,
                hasMore(filtered.length, page, tier.perPage) ? "1" : "0",
              ]),
            )}
          >
            {t("see-more")}
          </a>
        )}
      </div>
      {shown.length > 0 ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: jsonLdScript(shown.map((member) => memberStructuredData(member, origin))),
          }}
        />
      ) : null}
    </BlockSection>
  );
}

function absoluteUrl(href: string | undefined, origin: string): string | undefined {
  if (!href) return undefined;
  try {
    return new URL(href, origin || undefined).toString();
  } catch {
    return undefined;
  }
}

function memberStructuredData(member: MemberCardItem, origin: string) {
  return realEstateAgent({
    name: plainText(member.main_title),
    description: plainText(member.description),
    image: absoluteUrl(member.image?.src, origin),
    url: member.cta && member.cta.kind !== "action" ? absoluteUrl(member.cta.href, origin) : undefined,
    sameAs: member.icon_links_repeater
      .filter((item) => item.link.kind === "external")
      .map((item) => item.link.href),
  });
}

function MemberCard({
  member,
  brandVersion,
  avatarContext,
}: {
  member: MemberCardItem;
  brandVersion: 1 | 2;
  avatarContext: "broker" | "team";
}) {
  const name = plainText(member.main_title);
  return (
    <article className={styles.card}>
      <MemberAvatar
        avatar={member.image}
        brandVersion={brandVersion}
        context={avatarContext}
        size={320}
        sizes={MEMBER_CARD_IMAGE_SIZES}
        className={styles.avatar}
      />
      <div className={styles.body}>
        <CmsText field={member.main_title} as="h3" className={styles.name} />
        <CmsText field={member.description} className={styles.subtitle} />
        <InfoList items={member.list_items_repeater} />
        <IconLinks items={member.icon_links_repeater} name={name} />
        <ProgramsCount programs={member.program_items_repeater} />
        {member.cta ? <CmsLink link={member.cta} className={styles.cta} /> : null}
      </div>
    </article>
  );
}
