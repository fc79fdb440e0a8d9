import { useActionData, useFetcher, useLocation } from "@remix-run/react";
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { PreparedBlock } from "~/blocks/types";
import { CmsText } from "~/content/CmsText";
import type { PreparedText } from "~/content/prepared";
import { useT } from "~/i18n/use-t";
import { useHydrated } from "~/lib/use-hydrated";
import { siteAtom } from "~/state/site";
import { visitorContactAtom, type VisitorContact } from "~/state/visitor-contact";
import {
  CAPTCHA_FIELD,
  FORM_ID_FIELD,
  FORM_TYPE_FIELD,
  IDEMPOTENCY_FIELD,
  JS_FIELD,
  isFormActionData,
} from "../form-result";
import { TEST_CAPTCHA_TOKEN } from "../captcha-token";
import { useCaptcha } from "../captcha/use-captcha";
import { revealAndFocus } from "../fields/reveal";
import { Honeypot } from "../Honeypot";
import type { WizardBlockData } from "./data";
import {
  canSubmit,
  isIntent,
  lastStep,
  readStep,
  transition,
  type WizardDefinition,
  type WizardIntent,
  type WizardState,
} from "./engine";
import type { FieldIds } from "./fields";
import { SentBox, StartScreen, StepScreen } from "./StepScreen";
import { CarriedValues } from "./WizardParts";
import { failureKey, heldWizardState, idempotencyKeyOf, wizardStateOf } from "./result";
import styles from "./Wizard.module.css";

/** What a step's fields need to render. */
export type StepContext = {
  ids: FieldIds;
  /** A value typed earlier (or the visitor's remembered contact info), as text. */
  text(name: string): string;
  list(name: string): string[];
  invalid(name: string): boolean;
  municipalities: string[];
  showConsent: boolean;
  /** A class for a field spanning the whole step on wide screens. */
  wideClass: string;
};

type Props = {
  definition: WizardDefinition;
  block: PreparedBlock;
  data: WizardBlockData | undefined;
  /** The page's first block carries the page's h1. */
  first: boolean;
  title: PreparedText | null | undefined;
  intro: PreparedText | null | undefined;
  defaultTitle: string;
  defaultIntro: string;
  startLabel: string;
  errorsTitle: string;
  /** Titles of steps 1..N (index 0 unused). */
  stepTitles: readonly string[];
  renderStep(step: number, context: StepContext): ReactNode;
};

const CONTACT_KEYS: (keyof VisitorContact)[] = ["firstname", "lastname", "email", "phone"];

const initialState: WizardState = { step: 0, values: {}, errors: [] };

/**
 * The multi-step engine (spec 3 §4). Every step is a plain form posting to the page's action, so the
 * wizard completes without JavaScript (the action answers with the next step); with JavaScript the
 * same transitions run in the browser and only the last step posts, once, through a fetcher.
 */
export function Wizard(props: Props) {
  const { definition, block, data, first, stepTitles, renderStep } = props;
  const { t } = useT("wizards");
  const hydrated = useHydrated();
  const location = useLocation();
  const site = useAtomValue(siteAtom);
  const visitor = useAtomValue(visitorContactAtom);
  const setVisitor = useSetAtom(visitorContactAtom);
  const formId = block.key;
  const captcha = useCaptcha(formId);
  const fetcher = useFetcher<unknown>({ key: `wizard-${formId}` });

  const actionData = useActionData<unknown>();
  const fromAction = isFormActionData(actionData) && actionData.formId === formId ? actionData : null;
  const [state, setState] = useState<WizardState>(
    () => wizardStateOf(fromAction?.extra) ?? heldWizardState(definition, fromAction) ?? initialState,
  );
  const [submitted, setSubmitted] = useState(
    () => data?.sentFormId === formId || fromAction?.status === "sent",
  );
  // Minted with the first render and kept: a loader revalidation after a post mints another.
  const [idempotencyKey] = useState(
    () => fromAction?.idempotencyKey || idempotencyKeyOf(fromAction?.extra) || data?.idempotencyKey || "",
  );
  const last = lastStep(definition);
  const [lastReady, setLastReady] = useState(() => canSubmit(state.values));
  const [obtaining, setObtaining] = useState(false);
  const submitting = obtaining || fetcher.state !== "idle";
  const busy = submitting || submitted;

  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const progressRef = useRef<HTMLDivElement>(null);
  const errorsRef = useRef<HTMLDivElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  // Focus follows the visitor, in view below the sticky header: the new step (its progress bar and
  // title), the errors that stopped them, or the confirmation.
  useEffect(() => {
    if (!moved.current) return;
    if (state.errors.length) revealAndFocus(errorsRef.current);
    else revealAndFocus(progressRef.current, headingRef.current);
  }, [state]);

  useEffect(() => {
    if (submitted && moved.current) revealAndFocus(sentRef.current);
  }, [submitted]);

  // The last step's submit waits for address, postal code and city, perhaps typed before the code ran.
  useEffect(() => {
    if (state.step === last) setLastReady(canSubmit(state.values));
  }, [state.step, state.values, last]);
  useEffect(() => {
    if (formRef.current && state.step === last)
      setLastReady(canSubmit(readStep(definition, last, new FormData(formRef.current), state.values)));
  }, []);

  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined) return;
    const result = fetcher.data;
    moved.current = true;
    if (isFormActionData(result) && result.formId === formId && result.status === "sent") {
      setSubmitted(true);
      setVisitor((current) => ({
        ...current,
        ...Object.fromEntries(CONTACT_KEYS.map((key) => [key, String(state.values[key] ?? current[key])])),
      }));
      return;
    }
    const answered = isFormActionData(result) ? wizardStateOf(result.extra) : null;
    setState((current) =>
      answered && answered.errors.length && !answered.errors.includes("submit-error")
        ? answered
        : { ...current, errors: [failureKey(isFormActionData(result) ? result.status : undefined)] },
    );
    // The state values are read when the answer arrives; they do not trigger it.
  }, [fetcher.state, fetcher.data, formId]);

  const ids: FieldIds = {
    fieldId: (name) => `${formId}-${name}`,
    errorId: (key) => `${formId}-error-${key}`,
  };
  const remembered = (name: string) =>
    (CONTACT_KEYS as string[]).includes(name) ? visitor[name as keyof VisitorContact] : "";
  const context: StepContext = {
    ids,
    text: (name) => {
      const value = state.values[name];
      return typeof value === "string" && value !== "" ? value : remembered(name);
    },
    list: (name) => {
      const value = state.values[name];
      return Array.isArray(value) ? value : [];
    },
    invalid: (name) => state.errors.includes(name),
    municipalities: data?.municipalities ?? [],
    showConsent: site?.contactForm.showConsent ?? false,
    wideClass: styles.wide,
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const fallback: WizardIntent = state.step === 0 ? "start" : state.step === last ? "submit" : "next";
    const intent = isIntent(submitter?.value) ? submitter.value : fallback;
    const formData = new FormData(event.currentTarget);
    const values = readStep(definition, state.step, formData, state.values);
    moved.current = true;
    if (intent !== "submit") {
      setState(transition(definition, { ...state, values }, intent));
      return;
    }
    if (!canSubmit(values)) return;
    const checked = transition(definition, { ...state, values }, "submit");
    setState(checked);
    if (checked.errors.length) return;
    formData.set("intent", "submit");
    formData.set(JS_FIELD, "1");
    // Spec 3 §4: the token is obtained now, sent, and the widget resets itself for the next one.
    const token = captcha
      ? captcha.execute()
      : Promise.resolve(site?.captchaProvider === "test" ? TEST_CAPTCHA_TOKEN : "");
    setObtaining(true);
    token
      .then((value) => {
        formData.set(CAPTCHA_FIELD, value);
        fetcher.submit(formData, { method: "post", action: location.pathname });
      })
      .catch(() => setState((current) => ({ ...current, errors: ["submit-error"] })))
      .finally(() => setObtaining(false));
  };

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    if (state.step !== last) return;
    setLastReady(canSubmit(readStep(definition, last, new FormData(event.currentTarget), state.values)));
  };

  // Spec 3 §2: no site key, no start, whatever the provider (as the contact form's send).
  const captchaReady = Boolean(site?.recaptchaSiteKey);
  // A page the server wrote in answer to a post without JavaScript: the browser's autofocus brings
  // what it says into view and focus.
  const serverAnswer = !hydrated && (Boolean(fromAction) || data?.sentFormId === formId);
  const TitleTag = first ? "h1" : "h2";
  const StepTag = first ? "h2" : "h3";
  const titleId = `${formId}-title`;
  const currentFields = new Set(definition.steps[state.step]?.fields ?? []);

  return (
    <div className={styles.wizard}>
      <div className={styles.intro}>
        {props.title ? (
          <CmsText field={props.title} as={TitleTag} className={styles.title} id={titleId} />
        ) : (
          <TitleTag className={styles.title} id={titleId}>
            {props.defaultTitle}
          </TitleTag>
        )}
        {state.step === 0 && !submitted ? (
          props.intro ? (
            <CmsText field={props.intro} className={styles.introText} />
          ) : (
            <p className={styles.introText}>{props.defaultIntro}</p>
          )
        ) : null}
      </div>
      {submitted ? (
        <SentBox ref={sentRef} serverAnswer={serverAnswer} />
      ) : (
        <form
          ref={formRef}
          id={formId}
          method="post"
          // No fragment: a fragment naming an element stops the browser's autofocus (the answer's).
          action={location.pathname}
          noValidate
          aria-labelledby={titleId}
          aria-busy={submitting || undefined}
          onSubmit={hydrated ? onSubmit : undefined}
          onInput={hydrated ? onInput : undefined}
          className={styles.form}
        >
          <input type="hidden" name={FORM_TYPE_FIELD} value={definition.formType} />
          <input type="hidden" name={FORM_ID_FIELD} value={formId} />
          <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
          <input type="hidden" name="step" value={state.step} />
          {state.step === last && site?.captchaProvider !== "recaptcha" ? (
            <input type="hidden" name={CAPTCHA_FIELD} value={TEST_CAPTCHA_TOKEN} />
          ) : null}
          <Honeypot label={t("honeypot")} />
          <CarriedValues values={state.values} skip={currentFields} />
          {state.step === 0 ? (
            <StartScreen
              formId={formId}
              label={props.startLabel}
              municipalities={data?.municipalities}
              captchaReady={captchaReady}
            />
          ) : (
            <StepScreen
              step={state.step}
              last={last}
              title={stepTitles[state.step] ?? ""}
              headingTag={StepTag}
              errors={state.errors}
              errorsTitle={props.errorsTitle}
              errorId={ids.errorId}
              busy={busy}
              submitting={submitting}
              sendBlocked={hydrated && !lastReady}
              serverAnswer={serverAnswer}
              refs={{ progress: progressRef, heading: headingRef, errors: errorsRef }}
            >
              {renderStep(state.step, context)}
            </StepScreen>
          )}
        </form>
      )}
    </div>
  );
}
