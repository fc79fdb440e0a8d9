import type { PreparedImage, PreparedText } from "~/content/prepared";

/** A testimonial as the popup and the cards draw it, whatever block it comes from. */
export type Testimony = {
  avatar: PreparedImage | null;
  name: PreparedText | null;
  subtitle: PreparedText | null;
  description: PreparedText | null;
};
