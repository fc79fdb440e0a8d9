import type { BlockComponent } from "../types";
import { FooterClassic } from "./Footer";

export const footerBlocks: Partial<Record<string, BlockComponent>> = {
  "footer-classic": FooterClassic,
};
