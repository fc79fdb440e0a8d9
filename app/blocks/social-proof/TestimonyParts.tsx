import type { HTMLAttributes, ReactNode } from "react";
import { CmsImage } from "~/content/CmsImage";
import { CmsText } from "~/content/CmsText";
import type { PreparedText } from "~/content/prepared";
import { useT } from "~/i18n/use-t";
import { ClampedText } from "./ClampedText";
import type { Testimony } from "./testimony";
import styles from "./proof.module.css";

/** A testimony's author picture, decorative (the name stands beside it), `size` px square. */
export function TestimonyAvatar({ image, size }: { image: Testimony["avatar"]; size: number }) {
  if (!image) return null;
  return (
    <CmsImage image={image} className={styles.avatar} alt="" sizes={`${size}px`} width={size} height={size} />
  );
}

/** The big opening quote drawn above a testimony; screen readers already hear the blockquote. */
function TestimonyQuoteMark() {
  return (
    <span className={styles.quoteMark} aria-hidden="true">
      “
    </span>
  );
}

/** A testimony's text, cut (at `lines`, or at the collapse height) with a "show more" that opens the popup. */
export function TestimonyQuote({
  field,
  lines,
  onMore,
}: {
  field: PreparedText | null;
  lines?: number;
  onMore: () => void;
}) {
  const { t } = useT("proof");
  return (
    <blockquote className={styles.quoteText}>
      <ClampedText
        field={field}
        lines={lines}
        moreLabel={t("proof:testimonials.show-more")}
        onMore={onMore}
      />
    </blockquote>
  );
}

/**
 * Who said it: the avatar, the name in bold and, under it, the subtitle, unless the block
 * puts something else there (`detail`: the reviews show the review's date).
 */
export function TestimonyAuthor({
  testimony,
  avatarSize,
  detail,
}: {
  testimony: Pick<Testimony, "avatar" | "name" | "subtitle">;
  avatarSize: number;
  detail?: ReactNode;
}) {
  return (
    <figcaption className={styles.author}>
      <TestimonyAvatar image={testimony.avatar} size={avatarSize} />
      <span className={styles.authorText}>
        <CmsText field={testimony.name} as="strong" className={styles.authorName} />
        {detail === undefined ? (
          <CmsText field={testimony.subtitle} as="span" className={styles.authorSubtitle} />
        ) : (
          detail
        )}
      </span>
    </figcaption>
  );
}

type FigureProps = HTMLAttributes<HTMLElement> & {
  testimony: Testimony;
  /** The text is cut at this many lines; "show more" opens the popup (`onMore`). */
  lines: number;
  onMore: () => void;
  avatarSize: number;
  "data-colored"?: string;
};

/** A testimony card of the sliders: the quote mark, the cut text and its author. */
export function TestimonyFigure({ testimony, lines, onMore, avatarSize, ...figureProps }: FigureProps) {
  return (
    <figure {...figureProps}>
      <TestimonyQuoteMark />
      <TestimonyQuote field={testimony.description} lines={lines} onMore={onMore} />
      <TestimonyAuthor testimony={testimony} avatarSize={avatarSize} />
    </figure>
  );
}
