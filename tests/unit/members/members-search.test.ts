import {
  SEARCH_BOTTOM_OVERLAP_PX,
  SEARCH_CAROUSEL_AUTOPLAY_MS,
  SEARCH_CAROUSEL_MAX,
  carouselMembers,
  memberOptions,
} from "~/blocks/members/hero-members-search/members-search";

describe("hero members search (spec 2 'Hero members search', §9)", () => {
  it("the dropdown lists members alphabetically by label, accents and case as a reader expects", () => {
    const members = ["Zoé Roy", "élise Côté", "Marc Bouchard", "Émile Gagnon", "amélie Morin"].map(
      (person_name) => ({ person_name }),
    );
    expect(memberOptions(members, "fr").map((option) => option.label)).toEqual([
      "amélie Morin",
      "élise Côté",
      "Émile Gagnon",
      "Marc Bouchard",
      "Zoé Roy",
    ]);
  });

  it("each option keeps its member's position in the CMS list as its value", () => {
    const options = memberOptions([{ person_name: "B" }, { person_name: "A" }], "en");
    expect(options).toEqual([
      { value: "1", label: "A" },
      { value: "0", label: "B" },
    ]);
  });

  it("the carousel shows at most 10 members, autoplays every 6000 ms and overlaps by 130", () => {
    const members = Array.from({ length: 14 }, (_, index) => index);
    expect(carouselMembers(members)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(carouselMembers([1, 2])).toEqual([1, 2]);
    expect(SEARCH_CAROUSEL_MAX).toBe(10);
    expect(SEARCH_CAROUSEL_AUTOPLAY_MS).toBe(6000);
    expect(SEARCH_BOTTOM_OVERLAP_PX).toBe(130);
  });
});
