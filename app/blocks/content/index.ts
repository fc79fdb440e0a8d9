import type { BlockComponent } from "../types";
import { ContactInfo } from "./contact-info/ContactInfo";
import { Highlights } from "./highlights/Highlights";
import { IconCtaCards } from "./icon-cta-cards/IconCtaCards";
import { ImageText } from "./image-text/ImageText";
import { ListBlock } from "./list/ListBlock";
import { MediaCarousel } from "./media-carousel/MediaCarousel";
import { MultiRedirect } from "./multi-redirect/MultiRedirect";
import { QaAccordion } from "./qa-accordion/QaAccordion";
import { Spacer } from "./spacer/Spacer";
import { Statistics } from "./statistics/Statistics";
import { TextBlock2 } from "./text-block-2/TextBlock2";
import { TextImageDouble } from "./text-image-double/TextImageDouble";

export const contentBlocks: Partial<Record<string, BlockComponent>> = {
  "text-block-2": TextBlock2,
  highlights: Highlights,
  "image-text": ImageText,
  list: ListBlock,
  "text-image-double": TextImageDouble,
  statistics: Statistics,
  spacer: Spacer,
  "multi-redirect": MultiRedirect,
  "icon-cta-cards": IconCtaCards,
  "contact-info": ContactInfo,
  "qa-accordion": QaAccordion,
  "media-carousel": MediaCarousel,
};
