import { forwardRef, type ReactNode, type RefObject } from "react";
import { useT } from "~/i18n/use-t";
import { PaperPlane, Progress } from "./WizardParts";
import styles from "./Wizard.module.css";

type Props = {
  step: number;
  last: number;
  title: string;
  headingTag: "h2" | "h3";
  errors: string[];
  errorsTitle: string;
  errorId(key: string): string;
  /** Sending, or sent: nothing can be changed. */
  busy: boolean;
  submitting: boolean;
  /** The last step's send waits for its required fields (with JavaScript). */
  sendBlocked: boolean;
  /** A page the server wrote in answer to a post: the browser focuses its errors or title. */
  serverAnswer: boolean;
  refs: {
    progress: RefObject<HTMLDivElement>;
    heading: RefObject<HTMLHeadingElement>;
    errors: RefObject<HTMLDivElement>;
  };
  children: ReactNode;
};

/** One step of either wizard: progress, title, the errors that stopped the visitor, fields, Next/Previous. */
export function StepScreen(props: Props) {
  const { step, last, title, errors, busy, submitting, serverAnswer, refs } = props;
  const { t } = useT("wizards");
  const HeadingTag = props.headingTag;
  const progress = t("progress", { step, total: last });
  return (
    <>
      <Progress ref={refs.progress} step={step} last={last} label={progress} />
      <HeadingTag
        className={styles.stepTitle}
        ref={refs.heading}
        tabIndex={-1}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the answer to the visitor's own post
        autoFocus={serverAnswer && !errors.length}
      >
        <span className="visually-hidden">{progress}: </span>
        {title}
      </HeadingTag>
      <p className={styles.requiredNote}>{t("required-note")}</p>
      {errors.length ? (
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the answer to the visitor's own post
        <div className={styles.errors} role="alert" tabIndex={-1} ref={refs.errors} autoFocus={serverAnswer}>
          <p className={styles.errorsTitle}>{props.errorsTitle}</p>
          <ul>
            {errors.map((key) => (
              <li key={key} id={props.errorId(key)}>
                {t(`errors.${key}`)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <fieldset className={styles.step} disabled={busy} key={step}>
        <legend className="visually-hidden">{title}</legend>
        {props.children}
      </fieldset>
      <div className={styles.nav}>
        {step === last ? (
          <button
            type="submit"
            name="intent"
            value="submit"
            className={styles.primary}
            disabled={busy || props.sendBlocked}
            aria-busy={submitting || undefined}
          >
            <PaperPlane />
            {submitting ? t("sending") : t("submit")}
          </button>
        ) : (
          <button type="submit" name="intent" value="next" className={styles.primary} disabled={busy}>
            {t("next")}
          </button>
        )}
        <button type="submit" name="intent" value="previous" className={styles.secondary} disabled={busy}>
          {t("previous")}
        </button>
      </div>
    </>
  );
}

type StartProps = {
  formId: string;
  label: string;
  /** null: the municipality list could not be loaded (the wizard cannot start). */
  municipalities: string[] | null | undefined;
  captchaReady: boolean;
};

/** The intro's start button: it waits for the municipalities and the captcha's site key (spec 3 §2). */
export function StartScreen({ formId, label, municipalities, captchaReady }: StartProps) {
  const { t } = useT("wizards");
  const hintId = `${formId}-captcha`;
  return (
    <>
      {municipalities === null ? (
        <p className={styles.notice} role="status">
          {t("municipalities-unavailable")}
        </p>
      ) : null}
      <button
        type="submit"
        name="intent"
        value="start"
        className={styles.primary}
        disabled={!municipalities?.length || !captchaReady}
        aria-describedby={captchaReady ? undefined : hintId}
      >
        {label}
      </button>
      {captchaReady ? null : (
        <p className={styles.notice} id={hintId}>
          {t("captcha-unavailable")}
        </p>
      )}
    </>
  );
}

/**
 * The confirmation that replaces the form. Its autofocus (an answer from the server, without
 * JavaScript) brings it into view below the sticky header and focuses it.
 */
export const SentBox = forwardRef<HTMLDivElement, { serverAnswer: boolean }>(function SentBox(
  { serverAnswer },
  ref,
) {
  const { t } = useT("wizards");
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- the answer to the visitor's own post
    <div className={styles.sent} role="status" tabIndex={-1} ref={ref} autoFocus={serverAnswer}>
      <p className={styles.sentTitle}>{t("sent.title")}</p>
      <p>{t("sent.text")}</p>
    </div>
  );
});
