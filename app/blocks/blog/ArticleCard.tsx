import { useT } from "~/i18n/use-t";
import { formatArticleDate, readTimeMinutes, type ArchiveArticle } from "./article";
import styles from "./ArticleCard.module.css";
import { Photo } from "~/ui/Photo";
import { ARTICLE_IMAGE_SIZES } from "./article-image-sizes";

type Props = {
  article: ArchiveArticle;
  featured?: boolean;
  headingLevel?: "h2" | "h3";
  /** In the first view: the image loads at once, the first one first (it is likely the LCP). */
  /** The first view's card: loaded at once, with priority. */
  eager?: boolean;
  /** The photo's `sizes` in a grid other than the archive's. */
  imageSizes?: string;
};

/** One article of the archive or of the featured articles (spec 2 §3 archive article item). */
export function ArticleCard({ article, featured, headingLevel: Heading = "h3", eager, imageSizes }: Props) {
  const { t, locale } = useT("blog");
  const date = article.publishedAt ? formatArticleDate(article.publishedAt, locale) : "";
  return (
    <article className={featured ? `${styles.card} ${styles.featured}` : styles.card}>
      <div className={styles.media}>
        {article.image ? (
          <Photo
            src={article.image}
            sizes={featured ? ARTICLE_IMAGE_SIZES.featured : (imageSizes ?? ARTICLE_IMAGE_SIZES.archive)}
            lazy={!eager}
            width={800}
            height={500}
            // React 18 does not know fetchPriority; the lowercase attribute reaches the DOM as is.
            {...(eager ? { fetchpriority: "high" } : {})}
          />
        ) : null}
      </div>
      <div className={styles.body}>
        {article.category ? <span className={styles.tag}>{article.category}</span> : null}
        <Heading className={styles.title}>
          <a
            href={article.href}
            className={styles.link}
            data-internal={article.href.startsWith("/") || undefined}
          >
            {article.title}
          </a>
        </Heading>
        {article.excerpt ? <p className={styles.excerpt}>{article.excerpt}</p> : null}
        <p className={styles.meta}>
          {article.authorAvatar ? (
            <Photo className={styles.avatar} src={article.authorAvatar} maxWidth={320} square={32} lazy />
          ) : null}
          {article.authorName ? <span>{article.authorName}</span> : null}
          {date ? <time dateTime={article.publishedAt ?? undefined}>{date}</time> : null}
          {article.readMinutes !== null ? (
            <span>{t("read-time", { count: readTimeMinutes(article.readMinutes) })}</span>
          ) : null}
        </p>
      </div>
    </article>
  );
}

/** A card's shape while its article loads. */
export function ArticleSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.media} />
      <div className={styles.body}>
        <span className={styles.bar} />
        <span className={styles.bar} />
        <span className={`${styles.bar} ${styles.short}`} />
      </div>
    </div>
  );
}
