import { UI_ICON_PATHS } from "./ui-icons";

/**
 * Path data (24×24, stroked) for every icon the CMS may name. Resolved on the server into each
 * prepared icon, so the browser downloads only the paths a page uses.
 */
export const ICON_PATHS: Record<string, string> = {
  ...UI_ICON_PATHS,
  "chevron-up": "M6 15l6-6 6 6",
  "chevron-left": "M15 6l-6 6 6 6",
  "chevron-right": "M9 6l6 6-6 6",
  phone: "M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2",
  email: "M3 6h18v12H3zM3 7l9 6 9-6",
  "map-pin": "M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5",
  home: "M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10",
  facebook: "M14 8h3V4h-3a4 4 0 00-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z",
  instagram:
    "M4 8a4 4 0 014-4h8a4 4 0 014 4v8a4 4 0 01-4 4H8a4 4 0 01-4-4zM12 16a4 4 0 100-8 4 4 0 000 8zM17.5 6.5h.01",
  linkedin: "M4 9h4v11H4zM6 4a2 2 0 100 4 2 2 0 000-4zM10 9h4v2a4 4 0 017 2.5V20h-4v-6a2 2 0 00-4 0v6h-3z",
  youtube: "M3 8a3 3 0 013-3h12a3 3 0 013 3v8a3 3 0 01-3 3H6a3 3 0 01-3-3zM10 9v6l5-3z",
  twitter: "M4 4l16 16M20 4L4 20",
  x: "M4 4l16 16M20 4L4 20",
  tiktok: "M14 3v11a4 4 0 11-4-4M14 3a5 5 0 005 5",
  globe: "M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18",
  calendar: "M4 6h16v14H4zM4 10h16M8 3v4M16 3v4",
  user: "M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0",
  users: "M9 11a4 4 0 100-8 4 4 0 000 8zM2 21a7 7 0 0114 0M16 3a4 4 0 010 8M18 14a6 6 0 014 7",
  building: "M5 21V4h10v17M15 9h4v12M8 8h2M8 12h2M8 16h2M3 21h18",
  key: "M8 15a4 4 0 100-8 4 4 0 000 8zM11 11h10M18 11v3M21 11v3",
  star: "M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z",
  heart: "M12 20s-8-5-8-11a4.5 4.5 0 018-2.8A4.5 4.5 0 0120 9c0 6-8 11-8 11z",
  "paper-plane": "M21 3L3 10l7 3 3 7zM10 13l11-10",
  sun: "M12 17a5 5 0 100-10 5 5 0 000 10zM12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4",
  "sun-cloud":
    "M9 10a4 4 0 017.5-2M9 3v1M3.5 6l.8.8M2 12h1M8 20h9a4 4 0 000-8 5 5 0 00-9.6 1.5A3.3 3.3 0 008 20z",
  moon: "M20 15A8 8 0 019 4a8 8 0 1011 11z",
  "external-link": "M14 4h6v6M20 4l-9 9M18 14v6H4V6h6",
  bed: "M3 18V6M3 13h18v5M21 18v-3a3 3 0 00-3-3h-8v1M7 11a2 2 0 100-4 2 2 0 000 4",
  bath: "M4 12h16v3a5 5 0 01-5 5H9a5 5 0 01-5-5zM6 12V5a2 2 0 014 0M7 20l-1 2M17 20l1 2",
  area: "M4 4h16v16H4zM4 9h5M15 20v-5M9 4v5M20 15h-5",
};

export function iconPath(name: string): string | undefined {
  return Object.hasOwn(ICON_PATHS, name) ? ICON_PATHS[name] : undefined;
}
