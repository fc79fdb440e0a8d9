type RenderOptions = {
  sitekey: string;
  size: "invisible";
  callback: (token: string) => void;
  "error-callback": () => void;
};
export type Recaptcha = {
  render(container: HTMLElement, options: RenderOptions): number;
  execute(widget: number): void;
  reset(widget: number): void;
};

declare global {
  interface Window {
    grecaptcha?: Recaptcha;
    __onRecaptchaReady?: () => void;
  }
}

let loading: Promise<Recaptcha> | null = null;

/** Loads Google's script once (CSP: 'strict-dynamic' trusts what our own scripts insert). */
export function loadRecaptcha(locale: string): Promise<Recaptcha> {
  loading ??= new Promise<Recaptcha>((resolve, reject) => {
    window.__onRecaptchaReady = () =>
      window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error("no grecaptcha"));
    const script = document.createElement("script");
    script.src = `https://www.google.com/recaptcha/api.js?render=explicit&onload=__onRecaptchaReady&hl=${encodeURIComponent(locale)}`;
    script.async = true;
    script.onerror = () => {
      loading = null;
      reject(new Error("captcha script failed"));
    };
    document.head.append(script);
  });
  return loading;
}
