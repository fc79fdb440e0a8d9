/**
 * The video provider's IFrame API script (spec 3 §4 "Video provider script", §7) and the player
 * it creates on the privacy-enhanced host. The script is requested only when a visitor asks for a
 * video, once per page, and a failed load goes back to "not loaded" so a later request retries.
 */

export type ProviderScriptState = "not-loaded" | "loading" | "loaded";
export type ProviderScriptEvent = "request" | "ready" | "fail";

export const YOUTUBE_API_SRC = "https://www.youtube.com/iframe_api";
export const YOUTUBE_PRIVACY_HOST = "https://www.youtube-nocookie.com";
/** Past this the script counts as failed, so a hanging network ends in a message, not a spinner. */
export const PROVIDER_SCRIPT_TIMEOUT_MS = 10_000;

export function nextProviderScriptState(
  state: ProviderScriptState,
  event: ProviderScriptEvent,
): ProviderScriptState {
  switch (event) {
    case "request":
      return state === "not-loaded" ? "loading" : state;
    case "ready":
      return "loaded";
    case "fail":
      return state === "loaded" ? "loaded" : "not-loaded";
  }
}

export type PlayerVarsOptions = {
  videoId: string;
  locale: string;
  autoplay: boolean;
  controls: boolean;
  muted: boolean;
  loop: boolean;
  origin?: string;
};

/** Spec 3 §7 player variables: interface language from the locale, no annotations, modest branding, no related videos. */
export function youTubePlayerVars({
  videoId,
  locale,
  autoplay,
  controls,
  muted,
  loop,
  origin,
}: PlayerVarsOptions) {
  return {
    hl: locale,
    iv_load_policy: 3,
    modestbranding: 1,
    rel: 0,
    playsinline: 1,
    autoplay: autoplay ? 1 : 0,
    controls: controls ? 1 : 0,
    mute: muted ? 1 : 0,
    // The player only loops a playlist, so a looping video is a playlist of itself.
    ...(loop ? { loop: 1, playlist: videoId } : {}),
    ...(origin ? { origin } : {}),
  };
}
export type YouTubePlayerVars = ReturnType<typeof youTubePlayerVars>;

/** The part of the provider's API this site uses. */
export type YouTubePlayer = { destroy(): void; playVideo(): void; getIframe(): HTMLIFrameElement | null };
export type YouTubePlayerOptions = {
  host: string;
  videoId: string;
  width?: string;
  height?: string;
  playerVars: YouTubePlayerVars;
  events: {
    onReady?: (event: { target: YouTubePlayer }) => void;
    onError?: (event: { data: number }) => void;
  };
};
export type YouTubeApi = {
  Player: new (element: HTMLElement, options: YouTubePlayerOptions) => YouTubePlayer;
};

type ProviderWindow = Window & { YT?: Partial<YouTubeApi>; onYouTubeIframeAPIReady?: () => void };

let scriptState: ProviderScriptState = "not-loaded";
let pending: Promise<YouTubeApi> | null = null;
const listeners = new Set<() => void>();

function apply(event: ProviderScriptEvent) {
  const next = nextProviderScriptState(scriptState, event);
  if (next === scriptState) return;
  scriptState = next;
  listeners.forEach((listener) => listener());
}

export function providerScriptState(): ProviderScriptState {
  return scriptState;
}

/** For `useSyncExternalStore`. */
export function subscribeProviderScript(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readyApi(win: ProviderWindow): YouTubeApi | null {
  return typeof win.YT?.Player === "function" ? (win.YT as YouTubeApi) : null;
}

/** Loads the IFrame API script once; rejects when it fails or times out (offline, blocked). */
export function loadYouTubeApi(timeoutMs = PROVIDER_SCRIPT_TIMEOUT_MS): Promise<YouTubeApi> {
  const win = window as ProviderWindow;
  const existing = readyApi(win);
  if (existing) {
    apply("ready");
    return Promise.resolve(existing);
  }
  if (pending) return pending;

  apply("request");
  pending = new Promise<YouTubeApi>((resolve, reject) => {
    const script = document.createElement("script");
    let settled = false;
    const fail = (message: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      script.remove();
      pending = null;
      apply("fail");
      reject(new Error(message));
    };
    const timer = setTimeout(() => fail("The video provider script timed out"), timeoutMs);
    const previous = win.onYouTubeIframeAPIReady;
    // The script calls this global once its player code is in; other code may have set it first.
    win.onYouTubeIframeAPIReady = () => {
      previous?.();
      const api = readyApi(win);
      if (!api) return fail("The video provider script gave no player");
      apply("ready");
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(api);
    };
    script.src = YOUTUBE_API_SRC;
    script.async = true;
    script.onerror = () => fail("The video provider script could not be loaded");
    document.head.appendChild(script);
  });
  return pending;
}
