import { useFetchers, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useT } from "~/i18n/use-t";
import styles from "./ProgressBar.module.css";

export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

/** Counts what is in flight: the navigation and every busy fetcher (spec 1 §4). */
export function useInFlightCount(): number {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  return (
    (navigation.state === "idle" ? 0 : 1) + fetchers.filter((fetcher) => fetcher.state !== "idle").length
  );
}

/** The loading bar: appears only after 200 ms of loading, runs toward 5 s, finishes when nothing is in flight. */
export default function ProgressBar() {
  const { t } = useT();
  const busy = useInFlightCount() > 0;
  const [phase, setPhase] = useState<"idle" | "running" | "done">("idle");

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setPhase("running"), PROGRESS_THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === "running" ? "done" : "idle"));
    const timer = setTimeout(() => setPhase("idle"), 400);
    return () => clearTimeout(timer);
  }, [busy]);

  if (phase === "idle") return null;
  return (
    <div
      className={`${styles.bar} ${phase === "done" ? styles.done : styles.running}`}
      style={{ ["--progress-duration" as string]: `${PROGRESS_DURATION_MS}ms` }}
      role="progressbar"
      aria-label={t("shell.loading")}
      aria-busy={phase === "running"}
    />
  );
}
