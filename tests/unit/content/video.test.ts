import { nextVideoState, shouldAutoplay, videoDefaults, videoPreload } from "~/content/video-state";
import { cssFilter, objectPosition, validFetchPriority } from "~/content/image-style";
import { parseYouTubeId } from "~/lib/youtube";

describe("YouTube URLs (spec 3 §5)", () => {
  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42",
    "https://youtube.com/embed/dQw4w9WgXcQ",
    "https://www.youtube.com/shorts/dQw4w9WgXcQ",
    "https://www.youtube.com/live/dQw4w9WgXcQ?feature=share",
    "https://youtu.be/dQw4w9WgXcQ",
    "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
  ])("accepts %s", (url) => {
    expect(parseYouTubeId(url)).toBe("dQw4w9WgXcQ");
  });

  it.each([
    "https://vimeo.com/123",
    "https://www.youtube.com/channel/abc",
    "not a url",
    "javascript:alert(1)",
    "https://youtu.be/short",
  ])("rejects %s", (url) => expect(parseYouTubeId(url)).toBeNull());
});

describe("video (spec 3 §4, §9)", () => {
  it("moves not ready → ready → playing → paused", () => {
    let state = nextVideoState("not-ready", "can-play");
    expect(state).toBe("ready");
    state = nextVideoState(state, "play");
    expect(state).toBe("playing");
    expect(nextVideoState(state, "left-viewport")).toBe("paused");
    expect(nextVideoState("ready", "pause")).toBe("ready");
  });

  it("never autoplays under reduced motion", () => {
    expect(shouldAutoplay(true, false)).toBe(true);
    expect(shouldAutoplay(true, true)).toBe(false);
    expect(shouldAutoplay(false, false)).toBe(false);
  });

  it("defaults: loop and muted on, autoplay and controls off", () => {
    expect(videoDefaults({})).toEqual({ loop: true, muted: true, autoplay: false, controls: false });
    expect(videoDefaults({ loop: false, muted: false, autoplay: true, controls: true })).toEqual({
      loop: false,
      muted: false,
      autoplay: true,
      controls: true,
    });
  });

  it("an autoplaying video preloads fully so it reaches a playable state; others fetch metadata only", () => {
    expect(videoPreload(true)).toBe("auto");
    expect(videoPreload(false)).toBe("metadata");
  });

  it("becoming playable again does not leave playing or paused", () => {
    expect(nextVideoState("playing", "can-play")).toBe("playing");
    expect(nextVideoState("paused", "can-play")).toBe("paused");
    expect(nextVideoState("not-ready", "play")).toBe("playing");
  });
});

describe("image appearance (spec 3 §3, §5, §9)", () => {
  it("centre point defaults to 50% 50%", () => {
    expect(objectPosition(null)).toBe("50% 50%");
    expect(objectPosition({ x: 20, y: 120 })).toBe("20% 100%");
  });

  it("maps the five filters", () => {
    expect(cssFilter({ blur: 2, brightness: 1.1, contrast: 0.9, opacity: 0.8, saturate: 1.5 })).toBe(
      "blur(2px) brightness(1.1) contrast(0.9) opacity(0.8) saturate(1.5)",
    );
    expect(cssFilter(null)).toBeUndefined();
  });

  it("fetch priority is high or low only", () => {
    expect(validFetchPriority("high")).toBe("high");
    expect(validFetchPriority("auto")).toBeUndefined();
  });
});
