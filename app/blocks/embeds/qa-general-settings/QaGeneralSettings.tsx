import { useAtomValue } from "jotai";
import { useTranslation } from "react-i18next";
import { Icon } from "~/content/Icon";
import { siteAtom } from "~/state/site";
import { colorSchemes, greyScale, schemeNames, themeToCssVariables } from "~/theme/theme";
import type { BlockProps } from "../../types";
import styles from "./QaGeneralSettings.module.css";

/** The QA general-settings page: the theme as the site has it (presets, radii, greys, colour schemes). */
export function QaGeneralSettings(_: BlockProps) {
  const { t } = useTranslation("blocks");
  const site = useAtomValue(siteAtom);
  const { root, schemes } = themeToCssVariables(site?.theme);
  return (
    <section className={styles.page}>
      <h1>{t("qa.general-settings")}</h1>
      <h2>{t("qa.preset", { name: site?.theme.preset ?? "bleu" })}</h2>
      <ul className={styles.swatches}>
        {[
          "--color-accent",
          "--color-accent-strong",
          "--color-accent-soft",
          "--border-radius-1",
          "--border-radius-2",
          "--border-radius-3",
        ].map((name) => (
          <li key={name}>
            <code>{name}</code> <span>{root[name]}</span>
          </li>
        ))}
      </ul>
      <h2>{t("qa.greys")}</h2>
      <ul className={styles.greys}>
        {greyScale.map((grey, index) => (
          <li key={grey} style={{ background: grey, color: index > 4 ? "#fff" : "#111" }}>
            {index + 1}
          </li>
        ))}
      </ul>
      <h2>{t("qa.schemes")}</h2>
      <div className={styles.schemes}>
        {schemeNames.map((name) => (
          <div key={name} className={`scheme-${name} ${styles.scheme}`}>
            <h3>
              <Icon name={colorSchemes[name].icon} /> {name}
            </h3>
            <p>{t(colorSchemes[name].isDark ? "qa.dark" : "qa.light")}</p>
            <dl>
              {Object.entries(schemes[name]).map(([key, value]) => (
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
