import type { BlockComponent } from "../types";
import { HeaderClassic, HeaderMegamenu, HeaderOutOfNorm } from "./Header";

export const headerBlocks: Partial<Record<string, BlockComponent>> = {
  "header-classic": HeaderClassic,
  "header-megamenu": HeaderMegamenu,
  "header-out-of-norm": HeaderOutOfNorm,
};
