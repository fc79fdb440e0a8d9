import type { ReactNode } from "react";
import { BlockSection } from "~/theme/BlockSection";
import type { PreparedBlock } from "../types";
import { FieldsHeading, type HeadingFields } from "./BlockHeading";

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
        <FieldsHeading fields={fields} first={index === 0} />
        {children}
      </div>
    </BlockSection>
  );
}
