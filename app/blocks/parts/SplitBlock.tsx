import type { ReactNode } from "react";
import { CmsMedia } from "~/content/CmsMedia";
import { IMAGE_SIZES } from "~/content/image-sizes";
import type { PreparedLink, PreparedMedia } from "~/content/prepared";
import { BlockSection } from "~/theme/BlockSection";
import type { PreparedBlock } from "../types";
import split from "../content/split.module.css";
import { FieldsHeading, type HeadingFields } from "./BlockHeading";
import { CtaList } from "./CtaList";
import { orientationOf } from "./orientation";

type Props = {
  block: PreparedBlock;
  fields: HeadingFields & { image?: PreparedMedia | null; cta_repeater: { cta: PreparedLink }[] };
  index: number;
  /** The media side (the fields' image unless given); orientation_x (left by default, or right) says on which side it stands. */
  media?: ReactNode;
  /** What the text side shows between its heading and its buttons. */
  children?: ReactNode;
};

/** The media + text frame (image-text, highlights, text-image-double): media on one side, heading and buttons on the other. */
export function SplitBlock({ block, fields, index, media, children }: Props) {
  return (
    <BlockSection
      block={block}
      className={split.section}
      data-orientation={orientationOf(block, ["left", "right"] as const, "left")}
    >
      <div className={split.split}>
        {media ?? <CmsMedia media={fields.image} className={split.media} sizes={IMAGE_SIZES.split} />}
        <div>
          <FieldsHeading fields={fields} first={index === 0} />
          {children}
          <CtaList items={fields.cta_repeater} />
        </div>
      </div>
    </BlockSection>
  );
}
