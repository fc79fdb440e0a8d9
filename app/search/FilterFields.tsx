import { useId, type CSSProperties } from "react";
import { useT } from "~/i18n/use-t";
import { Dropdown } from "~/ui/Dropdown";
import { ROOM_OPTIONS, type SearchFilters, type TransactionType } from "./filters";
import type { FilterOptions } from "./options";
import { formatTagPrice, typeLabel } from "./tags";
import styles from "./FilterOverlay.module.css";
import range from "./PriceRange.module.css";

type Props = {
  value: SearchFilters;
  onChange: (next: SearchFilters) => void;
  options: FilterOptions;
  /**
   * Without JavaScript (the server HTML before hydration) the inputs are the browser's own (a
   * multiple select, price selects) so the surrounding GET form submits the same parameters.
   */
  native: boolean;
};

/** Index of the highest step at or below a price; the slider moves over the steps. */
function stepIndex(steps: readonly number[], price: number | null, fallback: number): number {
  if (price === null) return fallback;
  let index = 0;
  for (let i = 0; i < steps.length; i += 1) if (steps[i] <= price) index = i;
  return index;
}

function RadioGroup<T extends string | number>({
  legend,
  name,
  value,
  choices,
  onChange,
}: {
  legend: string;
  name: string;
  value: T | null;
  choices: { value: T | null; label: string }[];
  onChange: (value: T | null) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.chips}>
        {choices.map((choice) => (
          <label key={String(choice.value)} className={styles.chip}>
            <input
              type="radio"
              name={name}
              value={choice.value === null ? "" : String(choice.value)}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const PRICE_EDGES = ["min", "max"] as const;
type PriceEdge = (typeof PRICE_EDGES)[number];

/** The filter inputs of spec 2 §2 (location, price range, buy/rent, type, rooms, open houses). */
export function FilterFields({ value, onChange, options, native }: Props) {
  const { t, locale } = useT("search");
  const id = useId().replace(/:/g, "");
  const set = (patch: Partial<SearchFilters>) => onChange({ ...value, ...patch });
  const steps = options.priceSteps;
  const last = steps.length - 1;
  // The top of the maximum slider means "no upper limit" (price_max null).
  const minIndex = value.price_min ? stepIndex(steps, value.price_min, 0) : 0;
  const maxIndex = value.price_max === null ? last : stepIndex(steps, value.price_max, last);
  const priceText = (index: number, edge: PriceEdge) =>
    edge === "max" && index === last
      ? t("price.no-limit")
      : edge === "min" && index === 0
        ? t("price.no-minimum")
        : formatTagPrice(steps[index], locale);
  const edgeIndex = { min: minIndex, max: maxIndex };
  // The minimum stays below the maximum; either end of its slider means no limit on that side.
  const setEdgeIndex = (edge: PriceEdge, picked: number) => {
    if (edge === "min") {
      const index = Math.min(picked, maxIndex - 1);
      set({ price_min: index <= 0 ? null : steps[index] });
    } else {
      const index = Math.max(picked, minIndex + 1);
      set({ price_max: index >= last ? null : steps[index] });
    }
  };

  const roomChoices = [
    { value: null, label: t("filters.any") },
    ...ROOM_OPTIONS.map((n) => ({ value: n, label: `${n}+` })),
  ];

  return (
    <div className={styles.fields}>
      <div className={styles.group}>
        {native ? (
          <label className={styles.nativeField}>
            <span className={styles.legend}>{t("filters.location")}</span>
            <select name="mun" multiple size={6} defaultValue={value.mun} className={styles.select}>
              {options.municipalities.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <Dropdown
            multiple
            searchable
            label={t("filters.location")}
            placeholder={t("filters.all-municipalities")}
            name="mun"
            options={options.municipalities}
            value={value.mun}
            onChange={(mun) => set({ mun: [...mun].sort() })}
          />
        )}
      </div>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t("filters.price")}</legend>
        {native ? (
          <div className={styles.priceSelects}>
            <label className={styles.nativeField}>
              <span>{t("price.minimum")}</span>
              <select name="price_min" defaultValue={value.price_min ?? ""} className={styles.select}>
                <option value="">{t("price.no-minimum")}</option>
                {steps.slice(1).map((step) => (
                  <option key={step} value={step}>
                    {formatTagPrice(step, locale)}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.nativeField}>
              <span>{t("price.maximum")}</span>
              <select name="price_max" defaultValue={value.price_max ?? ""} className={styles.select}>
                <option value="">{t("price.no-limit")}</option>
                {steps.slice(1, -1).map((step) => (
                  <option key={step} value={step}>
                    {formatTagPrice(step, locale)}
                  </option>
                ))}
              </select>
            </label>
          </div>
        ) : (
          <div className={styles.range}>
            <p className={styles.rangeValues} aria-hidden="true">
              <span>{priceText(minIndex, "min")}</span>
              <span>{priceText(maxIndex, "max")}</span>
            </p>
            {/* One track, two thumbs: two range inputs laid on each other (each keeps its label and
                its keys), only their thumbs taking the pointer; the bar between them is drawn. */}
            <div
              className={range.sliders}
              style={{ "--from": minIndex / last, "--to": maxIndex / last } as CSSProperties}
              // The minimum's thumb goes on top once it is in the upper half: where the two thumbs
              // meet at the top end, the one that can still move is the one the pointer takes.
              data-min-on-top={minIndex > last / 2 || undefined}
            >
              <span className={range.sliderFill} aria-hidden="true" />
              {PRICE_EDGES.map((edge) => (
                <input
                  key={edge}
                  type="range"
                  id={`${id}-${edge}`}
                  data-edge={edge}
                  aria-label={t(edge === "min" ? "price.minimum" : "price.maximum")}
                  aria-valuetext={priceText(edgeIndex[edge], edge)}
                  min={0}
                  max={last}
                  step={1}
                  value={edgeIndex[edge]}
                  onChange={(event) => setEdgeIndex(edge, Number(event.target.value))}
                />
              ))}
            </div>
            {value.price_min ? <input type="hidden" name="price_min" value={value.price_min} /> : null}
            {value.price_max !== null ? (
              <input type="hidden" name="price_max" value={value.price_max} />
            ) : null}
          </div>
        )}
      </fieldset>

      <RadioGroup<TransactionType>
        legend={t("filters.transaction")}
        name="forSaleForRent"
        value={value.forSaleForRent}
        choices={[
          { value: "buy", label: t("transaction.buy") },
          { value: "rent", label: t("transaction.rent") },
        ]}
        onChange={(forSaleForRent) => set({ forSaleForRent })}
      />

      <RadioGroup<string>
        legend={t("filters.type")}
        name="type"
        value={value.type[0] ?? null}
        choices={[
          { value: null, label: t("filters.all-types") },
          ...options.types.map((type) => ({
            value: type.value,
            label: typeLabel(type.value, options.types, t),
          })),
        ]}
        onChange={(type) => set({ type: type === null ? [] : [type] })}
      />

      <RadioGroup<number>
        legend={t("filters.bedrooms")}
        name="bedrooms"
        value={value.bedrooms}
        choices={roomChoices}
        onChange={(bedrooms) => set({ bedrooms })}
      />
      <RadioGroup<number>
        legend={t("filters.bathrooms")}
        name="bathrooms"
        value={value.bathrooms}
        choices={roomChoices}
        onChange={(bathrooms) => set({ bathrooms })}
      />

      <label className={styles.checkbox}>
        <input
          type="checkbox"
          name="open_house"
          value="true"
          checked={value.open_house}
          onChange={(event) => set({ open_house: event.target.checked })}
        />
        <span>{t("filters.open-house")}</span>
      </label>
    </div>
  );
}
