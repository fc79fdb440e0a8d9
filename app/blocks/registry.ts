import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { BlockFields } from "./define-fields.server";
import type { BlockProps } from "./types";

/** A block module: its component, and (on the server only) its field schema from fields.server.ts. */
type BlockModule = { default: ComponentType<BlockProps<never, never>>; fields: BlockFields<unknown> };
type Entry = () => Promise<BlockModule>;

/**
 * block_type → its module, imported lazily (ARCHITECTURE §3): one line registers a block. A page
 * downloads only its own blocks' chunks, which the server preloads (scripts/chunk-manifest.mjs
 * reads this file: keep one entry per type, in this form). Each block module re-exports its
 * `fields.server.ts` as `fields`, which the browser build empties, so no schema ships.
 */
const registry = {
  "header-classic": () => import("./header/Header"),
  "header-megamenu": () => import("./header/Header"),
  "header-out-of-norm": () => import("./header/Header"),
  "footer-classic": () => import("./footer/Footer"),
  "hero-content-1": () => import("./hero/hero-content-1/HeroContent1"),
  "hero-content-2": () => import("./hero/hero-content-2/HeroContent2"),
  "hero-cta": () => import("./hero/hero-cta/HeroCta"),
  "hero-infos": () => import("./hero/hero-infos/HeroInfos"),
  "hero-search-bar": () => import("./hero/hero-search-bar/HeroSearchBar"),
  "featured-properties": () => import("./properties/featured-properties/FeaturedProperties"),
  "property-listing": () => import("./properties/property-listing/PropertyListingBlock"),
  "property-slider": () => import("./properties/property-slider/PropertySlider"),
  "property-search": () => import("./properties/property-search/PropertySearch"),
  "property-details": () => import("./properties/property-details/PropertyDetails"),
  "iframe-search": () => import("./embeds/iframe-search/IframeSearch"),
  "fullwidth-map": () => import("./content/fullwidth-map/FullwidthMap"),
  "hero-slider": () => import("./hero/hero-slider/HeroSlider"),
  "hero-profile": () => import("./hero/hero-profile/HeroProfile"),
  "hero-members-search": () => import("./members/hero-members-search/HeroMembersSearch"),
  "members-carousel": () => import("./members/members-carousel/MembersCarousel"),
  "member-cards": () => import("./members/member-cards/MemberCards"),
  "team-members": () => import("./members/team-members/TeamMembers"),
  "offices-grid": () => import("./offices/offices-grid/OfficesGrid"),
  "offices-map": () => import("./offices/offices-map/OfficesMap"),
  partners: () => import("./partners/partners/Partners"),
  "bank-partners": () => import("./partners/bank-partners/BankPartners"),
  rewards: () => import("./social-proof/rewards/Rewards"),
  "testimonials-broker": () => import("./social-proof/testimonials-broker/TestimonialsBroker"),
  "testimonials-reviews": () => import("./social-proof/testimonials-reviews/TestimonialsReviews"),
  "testimonials-slider": () => import("./social-proof/testimonials-slider/TestimonialsSlider"),
  "text-block-2": () => import("./content/text-block-2/TextBlock2"),
  highlights: () => import("./content/highlights/Highlights"),
  "image-text": () => import("./content/image-text/ImageText"),
  list: () => import("./content/list/ListBlock"),
  "text-image-double": () => import("./content/text-image-double/TextImageDouble"),
  statistics: () => import("./content/statistics/Statistics"),
  spacer: () => import("./content/spacer/Spacer"),
  "multi-redirect": () => import("./content/multi-redirect/MultiRedirect"),
  "icon-cta-cards": () => import("./content/icon-cta-cards/IconCtaCards"),
  "contact-info": () => import("./content/contact-info/ContactInfo"),
  "qa-accordion": () => import("./content/qa-accordion/QaAccordion"),
  "media-carousel": () => import("./content/media-carousel/MediaCarousel"),
  "script-embed": () => import("./embeds/script-embed/ScriptEmbed"),
  "test-block": () => import("./embeds/test-block/TestBlock"),
  "qa-general-settings": () => import("./embeds/qa-general-settings/QaGeneralSettings"),
  "block-error": () => import("./errors/BlockErrorBlock"),
  "contact-form": () => import("./forms/contact-form/ContactFormBlock"),
  "landing-page-1": () => import("./hero/landing-page-1/LandingPage1"),
  "property-alert-form": () => import("./forms/property-alert-form/PropertyAlertForm"),
  "property-valuation-form": () => import("./forms/property-valuation-form/PropertyValuationForm"),
  "mortgage-calculator": () => import("./tools/mortgage-calculator/MortgageCalculator"),
  "blog-archive": () => import("./blog/blog-archive/BlogArchive"),
  "blog-post": () => import("./blog/blog-post/BlogPost"),
  "featured-articles": () => import("./blog/featured-articles/FeaturedArticles"),
} satisfies Record<string, Entry>;

export type BlockType = keyof typeof registry;

/** Only the registry's own keys count ("constructor" is no block). */
export function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(registry, type);
}

export function loadBlockFields(type: BlockType): Promise<BlockFields<unknown>> {
  return registry[type]().then((module) => module.fields);
}

type AnyBlock = ComponentType<BlockProps<never, never>>;
const componentLoader = (type: BlockType) => registry[type] as () => Promise<{ default: AnyBlock }>;
const loaded = new Map<string, AnyBlock>();
const lazies = new Map<string, LazyExoticComponent<AnyBlock>>();

/** Loads the components of these block types; the browser awaits it before it renders a page. */
export async function loadBlockComponents(types: Iterable<string>): Promise<void> {
  const missing = [...new Set(types)].filter((type) => isBlockType(type) && !loaded.has(type));
  await Promise.all(
    missing.map(async (type) => {
      const module = await componentLoader(type as BlockType)();
      loaded.set(type, module.default);
    }),
  );
}

const deferred = new Map<string, LazyExoticComponent<AnyBlock>>();

/** One block's component, whose chunk starts loading only once `ready` resolves. */
export function deferredBlockComponent(type: string, key: string, ready: () => Promise<void>) {
  let pending = deferred.get(key);
  if (!pending && isBlockType(type)) {
    pending = lazy(() => ready().then(componentLoader(type)));
    deferred.set(key, pending);
  }
  return pending;
}

/** A block type's component if its chunk is already loaded. */
export function loadedBlockComponent(type: string): AnyBlock | undefined {
  return loaded.get(type);
}

/** A block type's component: the loaded one at once, else one that suspends while its chunk loads. */
export function blockComponentOf(type: string): AnyBlock | undefined {
  if (!isBlockType(type)) return undefined;
  const ready = loaded.get(type);
  if (ready) return ready;
  let pending = lazies.get(type);
  if (!pending) {
    pending = lazy(componentLoader(type));
    lazies.set(type, pending);
  }
  return pending;
}
