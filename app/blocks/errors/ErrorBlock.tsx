import { useLocation } from "@remix-run/react";
import { useId } from "react";
import type { PageErrorKey } from "~/cms/page-answer";
import { routePath } from "~/i18n/routes";
import { useT } from "~/i18n/use-t";
import { errorTitle } from "./error-title";
import styles from "./ErrorBlock.module.css";

export type ErrorBlockProps = {
  status: number;
  messageKey?: PageErrorKey;
  /** Shown only when the configuration exposes errors (the loader leaves it out otherwise). */
  detail?: string;
  /** Titles given by the CMS for the block-error block. */
  title?: string;
  message?: string;
  headingLevel?: 1 | 2;
};

function defaultMessageKey(status: number): PageErrorKey {
  if (status === 403 || status === 404 || status === 410 || status === 500 || status === 503)
    return `${status}-message`;
  return status >= 400 ? "unexpected-status" : "500-message";
}

function SpinnerIcon() {
  return (
    <svg
      className={`${styles.icon} ${styles.spinner}`}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="5" />
      <path
        d="M24 4a20 20 0 0 1 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinecap="round"
      />
    </svg>
  );
}

function WarningTriangleIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M24 5 45 42H3Z" fill="none" stroke="currentColor" strokeWidth="4" strokeLinejoin="round" />
      <path d="M24 18v12" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      <circle cx="24" cy="36" r="2.5" fill="currentColor" />
    </svg>
  );
}

/** The error page's title (spec 1 §8), also used for the document title. */
/**
 * The one error block (spec 1 §8), used by every ErrorBoundary (through PageError) and by the
 * block-error block. Its home link loads a whole new document, as
 * the page that failed may have left the app in a bad state.
 */
export function ErrorBlock({
  status,
  messageKey,
  detail,
  title,
  message,
  headingLevel = 1,
}: ErrorBlockProps) {
  const { t, locale } = useT();
  const location = useLocation();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const titleId = useId();
  const heading = title ?? errorTitle(t, status, messageKey);
  const text = message ?? t(`errors.${messageKey ?? defaultMessageKey(status)}`);

  return (
    <section className={styles.errorBlock} aria-labelledby={titleId}>
      {status === 503 ? <SpinnerIcon /> : <WarningTriangleIcon />}
      <Heading id={titleId} className={styles.title}>
        {heading}
      </Heading>
      <p className={styles.message}>{text}</p>
      {status === 404 || status === 410 ? (
        <p className={styles.actions}>
          <a className={styles.action} href={routePath("properties-search", locale)}>
            {t("blocks.block-error.search")}
          </a>
          <a className={styles.action} href={routePath("home", locale)}>
            {t("blocks.block-error.home")}
          </a>
        </p>
      ) : null}
      {status === 403 ? (
        <a className={styles.action} href={`${location.pathname}${location.search}`}>
          {t("blocks.block-error.refresh")}
        </a>
      ) : null}
      {detail ? (
        <details className={styles.detail}>
          <summary>{t("errors.debug-details")}</summary>
          <pre>{detail}</pre>
        </details>
      ) : null}
    </section>
  );
}
