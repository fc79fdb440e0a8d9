import { Icon } from "~/content/Icon";
import { useT } from "~/i18n/use-t";
import type { BlockProps } from "../../types";
import type { QaGeneralSettingsFields } from "./fields.server";
import styles from "./QaGeneralSettings.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** The QA general-settings page: the theme as the site has it (presets, radii, greys, colour schemes). */
export default function QaGeneralSettings({ fields, block }: BlockProps<QaGeneralSettingsFields>) {
  const { t } = useT("showcase");
  return (
    <section className={styles.page} data-block-type={block.block_type}>
      <h1>{t("qa.general-settings")}</h1>
      <h2>{t("qa.preset", { name: fields.preset })}</h2>
      <ul className={styles.swatches}>
        {fields.swatches.map(({ name, value }) => (
          <li key={name}>
            <code>{name}</code> <span>{value}</span>
          </li>
        ))}
      </ul>
      <h2>{t("qa.greys")}</h2>
      <ul className={styles.greys}>
        {fields.greys.map((grey, index) => (
          <li key={grey} style={{ background: grey, color: index > 4 ? "#fff" : "#111" }}>
            {index + 1}
          </li>
        ))}
      </ul>
      <h2>{t("qa.schemes")}</h2>
      <div className={styles.schemes}>
        {fields.schemes.map((scheme) => (
          <div key={scheme.name} className={`scheme-${scheme.name} ${styles.scheme}`}>
            <h3>
              <Icon name={scheme.icon.name} path={scheme.icon.path} /> {scheme.name}
            </h3>
            <p>{t(scheme.dark ? "qa.dark" : "qa.light")}</p>
            <dl>
              {scheme.variables.map(([key, value]) => (
                <div key={key}>
                  <dt>{key}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}
