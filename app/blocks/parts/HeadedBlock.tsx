import type { ReactNode } from "react";
import type { PreparedText } from "~/content/prepared";
import { BlockSection } from "~/theme/BlockSection";
import type { PreparedBlock } from "../types";
import { BlockHeading } from "./BlockHeading";

export type HeadingFields = {
  super_title?: PreparedText | null;
  main_title?: PreparedText | null;
  description?: PreparedText | null;
};

type Props = {
  block: PreparedBlock;
  fields: HeadingFields;
  index: number;
  /** The block's `section` and `container` classes. */
  classes: { section?: string; container?: string };
  children: ReactNode;
};

/** The frame most blocks share: their section, a container and the heading group (h1 on the first block). */
export function HeadedBlock({ block, fields, index, classes, children }: Props) {
  return (
    <BlockSection block={block} className={classes.section}>
      <div className={classes.container}>
        <BlockHeading
          superTitle={fields.super_title}
          title={fields.main_title}
          description={fields.description}
          first={index === 0}
        />
        {children}
      </div>
    </BlockSection>
  );
}
