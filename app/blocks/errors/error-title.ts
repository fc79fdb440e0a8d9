import type { PageErrorKey } from "~/cms/page-answer";
import type { TFunction } from "~/i18n/translate";

/** The title of an error page or block (spec 1 §8): the document title uses it too. */
export function errorTitle(t: TFunction, status: number, messageKey?: PageErrorKey): string {
  if (messageKey === "exception") return t("errors.exception-title");
  if (status === 503) return t("errors.503-title");
  return t("blocks.block-error.default-title", { statusCode: status });
}
