import type { PreparedImage } from "~/content/prepared";

/** Whose default picture a member without an avatar gets (spec 3 §9: team or broker context). */
export type AvatarContext = "broker" | "team";

/** Spec 2 §5: the members blocks' context_type values; only teams use the group picture. */
export const MEMBER_CONTEXT_TYPES = ["brokers", "teams", "admins", "directors"] as const;
export type MemberContextType = (typeof MEMBER_CONTEXT_TYPES)[number];

export function avatarContextOf(contextType: string | null | undefined): AvatarContext {
  return contextType === "teams" ? "team" : "broker";
}

/**
 * The default picture for a member without one (spec 1 §1, spec 3 §9): it depends on the brand
 * version (1, or 2 for the 2025 brand) and on whether the member is a team or a single person.
 */
export function defaultAvatarSrc(brandVersion: 1 | 2, context: AvatarContext): string {
  return `/images/members/${context}-v${brandVersion === 2 ? 2 : 1}.svg`;
}

/** The member's own avatar, or the default one described by `alt` (empty: decorative). */
export function avatarOrDefault(
  avatar: PreparedImage | null | undefined,
  brandVersion: 1 | 2,
  context: AvatarContext,
  alt = "",
): PreparedImage {
  return avatar ?? { src: defaultAvatarSrc(brandVersion, context), alt, position: "50% 50%" };
}
