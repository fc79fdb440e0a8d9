/**
 * The token the offline test captcha (CAPTCHA_PROVIDER=test) gives every form, in the server HTML
 * already, so a form completes without JavaScript in the demo and the tests. It proves nothing: the
 * production provider is recaptcha.
 */
export const TEST_CAPTCHA_TOKEN = "offline-test-captcha-pass";
