/** Path data (24×24, stroked) of the icons the interface itself draws; the browser ships only these. */
export const UI_ICON_PATHS = {
  "arrow-right": "M5 12h14M13 6l6 6-6 6",
  "arrow-left": "M19 12H5M11 6l-6 6 6 6",
  "chevron-down": "M6 9l6 6 6-6",
  close: "M6 6l12 12M18 6L6 18",
  menu: "M4 7h16M4 12h16M4 17h16",
  search: "M11 18a7 7 0 100-14 7 7 0 000 14zM21 21l-5-5",
  play: "M7 5l12 7-12 7z",
  pause: "M9 5v14M15 5v14",
  check: "M5 12l5 5L20 7",
  plus: "M12 5v14M5 12h14",
  minus: "M5 12h14",
  info: "M12 21a9 9 0 100-18 9 9 0 000 18zM12 11v6M12 7.5h.01",
  warning: "M12 4l9 16H3zM12 10v4M12 17h.01",
  edit: "M4 20h4L19 9l-4-4L4 16zM13 7l4 4",
  trash: "M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13",
  palette:
    "M12 3a9 9 0 000 18c1.5 0 2-1 2-2 0-1.5-1-2 0-3s3 0 4-1 3-2 3-5A9 9 0 0012 3zM7.5 11h.01M10 7h.01M15 7h.01",
} as const;

export type UiIconName = keyof typeof UI_ICON_PATHS;
