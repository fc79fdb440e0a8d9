import { existsSync } from "node:fs";
import path from "node:path";
import { avatarContextOf, avatarOrDefault, defaultAvatarSrc } from "~/blocks/members/default-avatar";

describe("default avatars (spec 1 §1, spec 3 §9: brand version and team or broker context)", () => {
  it("teams get the group picture; brokers, admins, directors and no context the single one", () => {
    expect(avatarContextOf("teams")).toBe("team");
    expect(avatarContextOf("brokers")).toBe("broker");
    expect(avatarContextOf("admins")).toBe("broker");
    expect(avatarContextOf("directors")).toBe("broker");
    expect(avatarContextOf(null)).toBe("broker");
  });

  it("each brand version and context has its own picture, and the file exists", () => {
    const sources = [
      defaultAvatarSrc(1, "broker"),
      defaultAvatarSrc(1, "team"),
      defaultAvatarSrc(2, "broker"),
      defaultAvatarSrc(2, "team"),
    ];
    expect(new Set(sources).size).toBe(4);
    for (const src of sources) expect(existsSync(path.join("public", src))).toBe(true);
  });

  it("a member's own avatar wins; an empty one falls back to the default", () => {
    const own = { src: "https://assets.test/a.jpg", alt: "A", position: "50% 50%" };
    expect(avatarOrDefault(own, 2, "team")).toBe(own);
    expect(avatarOrDefault(null, 2, "team")).toEqual({
      src: defaultAvatarSrc(2, "team"),
      alt: "",
      position: "50% 50%",
    });
    expect(avatarOrDefault(undefined, 1, "broker", "Julie").alt).toBe("Julie");
  });
});
