import { useEffect, useState } from "react";
import { loadTooltip, type PropertyTooltip } from "./tooltip";

/**
 * The tooltip data of listing `uls` (null: none wanted yet): undefined until it arrives, then the
 * payload, or null when the fetch failed (spec 3 §8). What arrived stays while `uls` turns null.
 */
export function useTooltip(uls: string | null, locale: string): PropertyTooltip | null | undefined {
  const [tooltip, setTooltip] = useState<{ uls: string; data: PropertyTooltip | null } | null>(null);
  useEffect(() => {
    if (uls === null) return;
    let live = true;
    void loadTooltip(uls, locale).then((data) => {
      if (live) setTooltip({ uls, data });
    });
    return () => {
      live = false;
    };
  }, [uls, locale]);
  return tooltip !== null && (uls === null || tooltip.uls === uls) ? tooltip.data : undefined;
}
