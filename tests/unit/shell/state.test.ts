import { createStore } from "jotai";
import {
  captchaRequestersAtom,
  isCaptchaShownAtom,
  releaseCaptchaAtom,
  requestCaptchaAtom,
} from "~/state/captcha";
import { isScrollPreventedAtom, requestScrollLockAtom } from "~/state/scroll-lock";
import { setVisitorContactFieldAtom, visitorContactAtom } from "~/state/visitor-contact";

describe("site-wide state (spec 1 §3, §4)", () => {
  it("scroll is prevented while any requester asks for it", () => {
    const store = createStore();
    store.set(requestScrollLockAtom, { id: "modal", active: true });
    store.set(requestScrollLockAtom, { id: "menu", active: true });
    store.set(requestScrollLockAtom, { id: "modal", active: false });
    expect(store.get(isScrollPreventedAtom)).toBe(true);
    store.set(requestScrollLockAtom, { id: "menu", active: false });
    expect(store.get(isScrollPreventedAtom)).toBe(false);
  });

  it("the captcha shows while at least one identifier requests it; each counts once", () => {
    const store = createStore();
    store.set(requestCaptchaAtom, "contact");
    store.set(requestCaptchaAtom, "contact");
    store.set(requestCaptchaAtom, "alert");
    expect(store.get(captchaRequestersAtom).size).toBe(2);
    store.set(releaseCaptchaAtom, "contact");
    expect(store.get(isCaptchaShownAtom)).toBe(true);
    store.set(releaseCaptchaAtom, "alert");
    store.set(releaseCaptchaAtom, "alert");
    expect(store.get(isCaptchaShownAtom)).toBe(false);
  });

  it("visitor contact info: known keys update, an unknown key only warns", () => {
    const store = createStore();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    store.set(setVisitorContactFieldAtom, { key: "email", value: "a@b.ca" });
    store.set(setVisitorContactFieldAtom, { key: "age", value: "42" });
    expect(store.get(visitorContactAtom)).toEqual({
      firstname: "",
      lastname: "",
      email: "a@b.ca",
      phone: "",
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("age"));
    warn.mockRestore();
  });
});
