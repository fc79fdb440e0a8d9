import type { ActionFunction } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { render, type RenderOptions } from "@testing-library/react";
import { Provider as JotaiProvider, createStore } from "jotai";
import type { ReactElement } from "react";
import { Blocks } from "~/blocks/Blocks";
import { prepareBlocks } from "~/blocks/prepare.server";
import type { PreparedBlock } from "~/blocks/types";
import type { Block } from "~/cms/schema";
import type { z, ZodTypeAny } from "zod";
import { withPrepareContext, type PrepareContext } from "~/content/prepare-context.server";
import type { Locale } from "~/i18n/locales";
import { LocaleContext } from "~/i18n/use-t";
import { siteAtom, type SiteData } from "~/state/site";

export function makeSite(overrides: Partial<SiteData> = {}): SiteData {
  return {
    locale: "fr",
    production: false,
    micrositeId: 1,
    siteId: 1,
    siteType: "agency",
    recaptchaSiteKey: "test-site-key",
    captchaProvider: "test",
    brandVersion: 1,
    domainName: "localhost",
    fullOrigin: "https://localhost",
    fullPath: "/fr",
    variant: null,
    alternatePaths: [],
    contactForm: { showConsent: true, contactName: null },
    editMode: false,
    ...overrides,
  };
}

type Options = {
  locale?: Locale;
  site?: Partial<SiteData>;
  path?: string;
  /** The page action's answer the page is re-rendered with (a post without JavaScript). */
  actionData?: unknown;
  /** The page's action, for forms that post. */
  action?: ActionFunction;
} & Omit<RenderOptions, "wrapper">;

/**
 * Renders a component as the app would: the page's language, a jotai store holding the site data,
 * and a Remix router (so links and hooks work). Returns the store too, for state assertions.
 */
export function renderWithProviders(
  ui: ReactElement,
  { locale = "fr", site, path, actionData, action, ...options }: Options = {},
) {
  const store = createStore();
  store.set(siteAtom, makeSite({ locale, fullPath: path ?? `/${locale}`, ...site }));
  const Stub = createRemixStub([{ id: "page", path: "*", Component: () => ui, action }]);
  const hydrationData = actionData === undefined ? undefined : { actionData: { page: actionData } };
  const result = render(
    <LocaleContext.Provider value={locale}>
      <JotaiProvider store={store}>
        <Stub initialEntries={[path ?? `/${locale}`]} hydrationData={hydrationData} />
      </JotaiProvider>
    </LocaleContext.Provider>,
    options,
  );
  return { ...result, store };
}

/** A raw CMS block of `block_type` with these fields and no parameters. */
export const cmsBlock = (block_type: string, fields: Record<string, unknown>): Block => ({
  block_type,
  block_params: {},
  fields,
});

/** Raw CMS blocks as the page route prepares them on the server. */
export function prepareForTest(
  blocks: Block[],
  context: Partial<PrepareContext> = {},
): Promise<PreparedBlock[]> {
  return prepareBlocks(blocks, {
    locale: "fr",
    siteOrigin: "https://localhost",
    assetsUrl: "https://assets.test",
    search: "",
    ...context,
  });
}

/** Prepares raw CMS blocks as the server does, then renders them as the browser does. */
export async function renderBlocks(
  blocks: Block[],
  { editable = false, search = "", ...options }: Options & { editable?: boolean; search?: string } = {},
) {
  const locale = options.locale ?? "fr";
  const prepared = await prepareForTest(blocks, { locale, search });
  return renderWithProviders(<Blocks blocks={prepared} editable={editable} />, options);
}

/** One CMS content value through its server-side schema, as a block's fields would be. */
export function prepareField<Schema extends ZodTypeAny>(
  schema: Schema,
  raw: unknown,
  context: Partial<PrepareContext> = {},
): z.output<Schema> {
  const full = {
    locale: "fr" as const,
    siteOrigin: "https://localhost",
    assetsUrl: "https://assets.test",
    search: "",
    ...context,
  };
  return withPrepareContext(full, () => schema.parse(raw));
}

/**
 * keen-slider reads its breakpoints through matchMedia, which jsdom lacks: a media query that never
 * matches, for each test of the surrounding suite.
 */
export function stubMatchMedia() {
  beforeEach(() => {
    vi.stubGlobal("matchMedia", (media: string) => ({
      media,
      matches: false,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }));
  });
  afterEach(() => vi.unstubAllGlobals());
}
