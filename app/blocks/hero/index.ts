import type { BlockComponent } from "../types";
import { HeroContent1 } from "./hero-content-1/HeroContent1";

export const heroBlocks: Partial<Record<string, BlockComponent>> = {
  "hero-content-1": HeroContent1,
};
