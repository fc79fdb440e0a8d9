import { useT } from "~/i18n/use-t";
import { HiddenWithoutScript } from "~/ui/HiddenWithoutScript";
import { Photo } from "~/ui/Photo";
import { focusableIn } from "~/ui/use-focus-trap";
import type { ListingBroker } from "./fields.server";
import styles from "./PropertyDetails.module.css";

/** The contact form addressed to this broker (a `contact-form` block further down the page). */
function focusBrokerForm(slug: string) {
  const hidden = [...document.querySelectorAll<HTMLInputElement>('input[name="recipient_slug"]')].find(
    (input) => input.value === slug,
  );
  // The first field a visitor can see and type in: never the anti-spam field hidden off-screen.
  const field = hidden?.form ? focusableIn(hidden.form)[0] : undefined;
  field?.scrollIntoView({ block: "center" });
  field?.focus({ preventScroll: true });
}

/** The listing broker: photo, name, phone and email, and a button to the contact form below. */
export function BrokerCard({ broker }: { broker: ListingBroker }) {
  const { t } = useT("properties");
  return (
    <aside className={styles.broker} aria-labelledby="listing-broker-title">
      <h2 id="listing-broker-title" className={styles.asideTitle}>
        {t("details.broker")}
      </h2>
      <div className={styles.brokerBody}>
        <Photo src={broker.photo} square={72} maxWidth={320} className={styles.brokerPhoto} />
        <div>
          <p className={styles.brokerName}>{broker.name}</p>
          {broker.phone ? (
            <p>
              <a href={`tel:${broker.phone.replace(/[^\d+]/g, "")}`}>{broker.phone}</a>
            </p>
          ) : null}
          {broker.email ? (
            <p>
              <a href={`mailto:${broker.email}`}>{broker.email}</a>
            </p>
          ) : null}
        </div>
      </div>
      <button type="button" className={styles.contactLink} onClick={() => focusBrokerForm(broker.slug)}>
        {t("details.contact_broker", { name: broker.name })}
      </button>
      <HiddenWithoutScript className={styles.contactLink} />
    </aside>
  );
}
