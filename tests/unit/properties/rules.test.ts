import {
  DEFAULT_FRAME_QUERY,
  FRAME_MAX_HEIGHT,
  FRAME_MIN_HEIGHT,
  frameUrl,
  heightFromMessage,
} from "~/blocks/embeds/iframe-search/frame-url";
import {
  listingAppendsCtaCard,
  navigationSlideMs,
  showSeeAll,
  sliderExtraCards,
} from "~/blocks/properties/parts/card-rules";
import { visibleBathrooms } from "~/blocks/properties/parts/listing";
import { formatPrice } from "~/lib/number-format";
import { badgeTone } from "~/search/badges";

describe("bathroom rule", () => {
  // Hides '0.0' and keeps other counts.
  it.each([
    ["0.0", null],
    ["0", null],
    [null, null],
    ["2.0", 2],
    ["1.5", 1.5],
  ] as const)("%j bathrooms show as %j", (count, shown) => {
    expect(visibleBathrooms(count)).toBe(shown);
  });
});

describe("badge colours", () => {
  // Sold red on white, new blue on white, open-house white on dark, the rest the accent.
  it.each([
    ["sold", "sold"],
    ["new", "new"],
    ["open-house", "open-house"],
    ["rent", "accent"],
  ] as const)("a %s badge has the %s tone", (badge, tone) => {
    expect(badgeTone(badge)).toBe(tone);
  });
});

describe("CAD prices per locale", () => {
  it("uses 2 decimals by default and none for tags", () => {
    expect(formatPrice(1250000, "en")).toBe("$1,250,000.00");
    expect(formatPrice(1250000, "fr").replace(/\s/g, " ")).toBe("1 250 000,00 $");
    expect(formatPrice(1250000, "en", { decimals: 0 })).toBe("$1,250,000");
  });
});

describe("listing and slider card rules", () => {
  it("shows the see-all CTA when the total is above 1 unless disabled", () => {
    expect(showSeeAll(2, undefined)).toBe(true);
    expect(showSeeAll(1, true)).toBe(false);
    expect(showSeeAll(10, false)).toBe(false);
  });

  it("appends a CTA card to exactly 3 listings", () => {
    expect(listingAppendsCtaCard(3)).toBe(true);
    expect(listingAppendsCtaCard(2)).toBe(false);
    expect(listingAppendsCtaCard(4)).toBe(false);
  });

  it("adds the slider's see-more card when the total exceeds the shown count", () => {
    expect(sliderExtraCards({ shown: 6, total: 40, count: 6 })).toEqual({ seeMore: true, ctaCard: false });
    expect(sliderExtraCards({ shown: 6, total: 6, count: 6 }).seeMore).toBe(false);
  });

  it("adds the slider's CTA card when the total is below the count or 3 or fewer", () => {
    expect(sliderExtraCards({ shown: 4, total: 4, count: 6 }).ctaCard).toBe(true);
    expect(sliderExtraCards({ shown: 3, total: 3, count: 3 }).ctaCard).toBe(true);
    expect(sliderExtraCards({ shown: 5, total: 5, count: 5 }).ctaCard).toBe(false);
  });

  it("runs the featured navigation bar for the autoplay speed minus 1000 ms", () => {
    expect(navigationSlideMs(6000)).toBe(5000);
  });
});

describe("embedded search frame", () => {
  it("adds the default query (model v5, pub, desjPub and desjCalc 0) to the locale's URL", () => {
    const url = new URL(frameUrl("https://search.example/fr/?office=1", { pub: "1" })!);
    expect(url.searchParams.get("model")).toBe(DEFAULT_FRAME_QUERY.model);
    expect(url.searchParams.get("desjPub")).toBe("0");
    expect(url.searchParams.get("desjCalc")).toBe("0");
    expect(url.searchParams.get("office")).toBe("1");
    expect(url.searchParams.get("pub")).toBe("1");
  });

  it("refuses a URL that is not https", () => {
    expect(frameUrl("javascript:alert(1)")).toBeNull();
    expect(frameUrl("http://search.example/")).toBeNull();
  });

  it("resizes only on a height message from the frame's own origin, clamped", () => {
    const frameWindow = {};
    const frame = { origin: "https://search.example", window: frameWindow };
    expect(
      heightFromMessage(
        { origin: "https://search.example", source: frameWindow, data: { height: 1234 } },
        frame,
      ),
    ).toBe(1234);
    expect(
      heightFromMessage(
        { origin: "https://evil.example", source: frameWindow, data: { height: 1234 } },
        frame,
      ),
    ).toBeNull();
    expect(heightFromMessage({ origin: "https://search.example", source: {}, data: 1234 }, frame)).toBeNull();
    expect(
      heightFromMessage({ origin: "https://search.example", source: frameWindow, data: "99999999" }, frame),
    ).toBe(FRAME_MAX_HEIGHT);
    expect(
      heightFromMessage(
        { origin: "https://search.example", source: frameWindow, data: { height: 5 } },
        frame,
      ),
    ).toBe(FRAME_MIN_HEIGHT);
    expect(
      heightFromMessage({ origin: "https://search.example", source: frameWindow, data: "hello" }, frame),
    ).toBeNull();
  });
});
