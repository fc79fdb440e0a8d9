import { useAtomValue } from "jotai";
import { CmsImage } from "~/content/CmsImage";
import { CmsText, plainText } from "~/content/CmsText";
import { CmsIcon } from "~/content/Icon";
import { useT } from "~/i18n/use-t";
import { locales } from "~/i18n/locales";
import { siteAtom } from "~/state/site";
import { BlockSection } from "~/theme/BlockSection";
import type { BlockProps } from "../../types";
import { formatArticleDate, readTimeMinutes } from "../article";
import type { BlogPostData, BlogPostFields } from "./fields.server";
import { useLanguageGuard } from "./language-guard";
import { shareLinks } from "./share";
import styles from "./BlogPost.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

const SHARE_ICONS = {
  facebook: "M15 3h-2.5A3.5 3.5 0 009 6.5V9H7v3h2v9h3v-9h2.5l.5-3h-3V7a1 1 0 011-1h2z",
  twitter: "M4 4l16 16M20 4L4 20",
  linkedin: "M4 9h3v11H4zM5.5 5.5v.01M10 9h3v1.5a3.5 3.5 0 017 0V20h-3v-8a1.5 1.5 0 00-3 0v8h-4z",
  print: "M6 9V3h12v6M6 18H4v-7h16v7h-2M6 14h12v7H6z",
  mail: "M3 5h18v14H3zM3 5l9 8 9-8",
} as const;

function ShareIcon({ name }: { name: keyof typeof SHARE_ICONS }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={SHARE_ICONS[name]} />
    </svg>
  );
}

/** `blog-post` (spec 2 "Blog post page"): the article, its share links and its language warning. */
export default function BlogPost({
  block,
  fields,
  data,
  index,
}: BlockProps<BlogPostFields, BlogPostData | null>) {
  const { t, locale } = useT("blog");
  const site = useAtomValue(siteAtom);
  // The post's own languages; an empty list (no content at all) blocks nothing.
  useLanguageGuard(fields.languages.length ? fields.languages : [...locales], locale, t);

  const title = plainText(fields.main_title);
  const url = site ? `${site.fullOrigin}${site.fullPath}` : "";
  const links = shareLinks(url, title, t("share.mail-body", { url }));
  const date = fields.published_at ? formatArticleDate(fields.published_at, locale) : "";
  const minutes = fields.readMinutes === null ? null : readTimeMinutes(fields.readMinutes);
  const author = plainText(fields.author_name);
  const tags = fields.tags_repeater.map((item) => item.tag).filter((tag): tag is string => Boolean(tag));
  const Heading = index === 0 ? "h1" : "h2";

  return (
    <BlockSection block={block} as="article" className={styles.section}>
      {data?.jsonLd ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data.jsonLd }} />
      ) : null}
      <div className={styles.container}>
        <header className={styles.header}>
          {tags.length ? (
            <ul className={styles.tags}>
              {tags.map((tag) => (
                <li key={tag} className={styles.tag}>
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
          <CmsText field={fields.main_title} as={Heading} className={styles.title} />
          <div className={styles.meta}>
            {fields.author_avatar ? (
              <CmsImage
                image={fields.author_avatar}
                alt=""
                className={styles.avatar}
                sizes="48px"
                width={48}
                height={48}
              />
            ) : null}
            {author ? <span className={styles.author}>{t("by", { name: author })}</span> : null}
            {date ? <time dateTime={fields.published_at ?? undefined}>{date}</time> : null}
            {minutes !== null ? <span>{t("read-time", { count: minutes })}</span> : null}
            {fields.list_items_repeater.map((item, i) => (
              <span key={i} className={styles.item}>
                {item.icon ? <CmsIcon icon={item.icon} className={styles.itemIcon} /> : null}
                <CmsText field={item.description} />
              </span>
            ))}
          </div>
        </header>
        {fields.main_image ? (
          <CmsImage
            image={fields.main_image}
            className={styles.image}
            priority="high"
            sizes="(min-width: 848px) 800px, calc(100vw - 48px)"
            width={1200}
            height={675}
          />
        ) : null}
        <CmsText field={fields.main_content} className={styles.content} />
        <nav className={styles.share} aria-label={t("share.title")}>
          <p className={styles.shareTitle}>{t("share.title")}</p>
          <ul className={styles.shareList}>
            {(["facebook", "twitter", "linkedin"] as const).map((network) => (
              <li key={network}>
                <a
                  href={links[network]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.shareLink}
                >
                  <ShareIcon name={network} />
                  <span className={styles.visuallyHidden}>{t(`share.${network}`)}</span>
                </a>
              </li>
            ))}
            <li>
              <button type="button" className={styles.shareLink} onClick={() => window.print()}>
                <ShareIcon name="print" />
                <span className={styles.visuallyHidden}>{t("share.print")}</span>
              </button>
            </li>
            <li>
              <a href={links.mail} className={styles.shareLink}>
                <ShareIcon name="mail" />
                <span className={styles.visuallyHidden}>{t("share.mail")}</span>
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </BlockSection>
  );
}
