export { detectLocale } from "./remix-i18next.server";
