import { z } from "zod";
import { getConfig } from "~/config.server";
import { TEST_CAPTCHA_TOKEN } from "~/forms/captcha-token";

const SITEVERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";
const answerSchema = z.object({ success: z.boolean() }).passthrough();

/**
 * Whether a form's captcha token is good. Called only once the form is valid: a token is spent
 * when it is verified. `test`: the offline widget's token. `recaptcha`: Google's siteverify with
 * RECAPTCHA_SECRET; a failure to reach it refuses the post (the visitor may retry).
 */
export async function verifyCaptcha(token: string, remoteIp: string | null, signal?: AbortSignal) {
  const config = getConfig();
  if (!token) return false;
  if (config.captchaProvider === "test") return token === TEST_CAPTCHA_TOKEN;
  if (!config.recaptchaSecret) {
    console.error("CAPTCHA_PROVIDER=recaptcha but RECAPTCHA_SECRET is not set: form posts are refused.");
    return false;
  }
  const body = new URLSearchParams({ secret: config.recaptchaSecret, response: token });
  if (remoteIp) body.set("remoteip", remoteIp);
  const deadline = AbortSignal.timeout(config.upstreamTimeoutMs);
  try {
    const response = await fetch(SITEVERIFY_URL, {
      method: "POST",
      body,
      signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
    });
    if (!response.ok) return false;
    return answerSchema.parse(await response.json()).success;
  } catch (error) {
    console.warn(`Captcha not verified: ${(error as Error).message}`);
    return false;
  }
}
