/** Spec 3 §5: YouTube URLs in embed, shorts, live, watch (v) and short-domain forms. */
const ID = /^[\w-]{11}$/;

export function parseYouTubeId(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol)) return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  const parts = url.pathname.split("/").filter(Boolean);
  let id: string | undefined;
  if (host === "youtu.be") id = parts[0];
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (parts[0] === "watch") id = url.searchParams.get("v") ?? undefined;
    else if (["embed", "shorts", "live"].includes(parts[0])) id = parts[1];
  }
  return id && ID.test(id) ? id : null;
}

export type PlayerOptions = {
  locale: string;
  autoplay?: boolean;
  muted?: boolean;
  loop?: boolean;
  controls?: boolean;
};

/** The privacy-enhanced player address with the spec's player variables. */
export function youTubeEmbedUrl(
  id: string,
  { locale, autoplay, muted, loop, controls = true }: PlayerOptions,
): string {
  const params = new URLSearchParams({
    hl: locale,
    iv_load_policy: "3",
    modestbranding: "1",
    rel: "0",
    autoplay: autoplay ? "1" : "0",
    mute: muted ? "1" : "0",
    controls: controls ? "1" : "0",
  });
  if (loop) {
    params.set("loop", "1");
    params.set("playlist", id);
  }
  return `https://www.youtube-nocookie.com/embed/${id}?${params}`;
}
