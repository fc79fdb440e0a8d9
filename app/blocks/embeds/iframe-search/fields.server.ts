import { z } from "zod";
import { getConfig } from "~/config.server";
import { localizedValue, optionalField, textFieldSchema } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { frameUrl, isLoopbackUrl } from "./frame-url";

/** Embedded frame data (spec 3 §3): iframeUrl per locale and iframeQueryParams. */
const fields = z
  .object({
    main_title: optionalField(textFieldSchema),
    iframeUrl: optionalField(localizedValue),
    iframeQueryParams: z
      .record(z.union([z.string(), z.number(), z.boolean()]).transform(String))
      .optional()
      .nullable()
      .catch(null),
  })
  .transform(({ iframeUrl, iframeQueryParams, ...rest }) => {
    const config = getConfig();
    const allowHttp = config.nodeEnv !== "production" || isLoopbackUrl(config.cmsUrl);
    const base = { base: config.cmsUrl, allowHttp };
    const src = frameUrl(iframeUrl, iframeQueryParams ?? {}, base);
    return { ...rest, src, origin: src ? new URL(src).origin : null };
  });
export type IframeSearchFields = z.output<typeof fields>;

export default defineFields(fields, { texts: ["properties"], interactive: (f) => f.src !== null });
