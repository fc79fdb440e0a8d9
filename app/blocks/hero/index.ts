import type { BlockComponent } from "../types";
import { HeroContent1 } from "./hero-content-1/HeroContent1";
import { HeroContent2 } from "./hero-content-2/HeroContent2";
import { HeroCta } from "./hero-cta/HeroCta";
import { HeroInfos } from "./hero-infos/HeroInfos";

export const heroBlocks: Partial<Record<string, BlockComponent>> = {
  "hero-content-1": HeroContent1,
  "hero-content-2": HeroContent2,
  "hero-cta": HeroCta,
  "hero-infos": HeroInfos,
};
