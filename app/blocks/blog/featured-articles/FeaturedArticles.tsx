import { CmsLink } from "~/content/CmsLink";
import { useT } from "~/i18n/use-t";
import { BlockSection } from "~/theme/BlockSection";
import { BlockHeading } from "../../parts/BlockHeading";
import type { BlockProps } from "../../types";
import { featuredSplit } from "../article";
import { ArticleCard } from "../ArticleCard";
import { articleGridImageSizes } from "./grid-image-sizes";
import type { FeaturedArticlesData, FeaturedArticlesFields } from "./fields.server";
import styles from "./FeaturedArticles.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** `featured-articles` (spec 3 §9): fewer than 3 articles are all featured, otherwise only the first. */
export default function FeaturedArticles({
  block,
  fields,
  data,
  index,
}: BlockProps<FeaturedArticlesFields, FeaturedArticlesData | null>) {
  const { t } = useT("blog");
  const articles = data?.articles ?? null;
  const { featured, others } = featuredSplit(articles ?? []);
  const level = fields.main_title || index === 0 ? "h3" : "h2";
  return (
    <BlockSection block={block} className={styles.section}>
      <div className={styles.container}>
        <BlockHeading title={fields.main_title} description={fields.description} first={index === 0} />
        {articles === null ? <p className={styles.message}>{t("unavailable")}</p> : null}
        {featured.length ? (
          <ul className={styles.featured}>
            {featured.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} featured headingLevel={level} />
              </li>
            ))}
          </ul>
        ) : null}
        {others.length ? (
          <ul className={styles.grid}>
            {others.map((article) => (
              <li key={article.id}>
                <ArticleCard
                  article={article}
                  headingLevel={level}
                  imageSizes={articleGridImageSizes(others.length)}
                />
              </li>
            ))}
          </ul>
        ) : null}
        {fields.cta ? (
          <div className={styles.cta}>
            <CmsLink link={fields.cta} />
          </div>
        ) : null}
      </div>
    </BlockSection>
  );
}
