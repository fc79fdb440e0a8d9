import type { Locale } from "./locales";

// Month names as ICU writes them in fr-CA and en-CA long dates.
const MONTHS: Record<Locale, readonly string[]> = {
  fr: [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
};

const HOUR = 3_600_000;
/** Toronto has kept the same time-change rule since 2007 (Energy Policy Act of 2005). */
const FIRST_YEAR_OF_RULE = 2007;

/** The day of month of the n-th Sunday of a month (UTC calendar). */
function nthSunday(year: number, month: number, n: number): number {
  const weekdayOfFirst = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - weekdayOfFirst) % 7) + 7 * (n - 1);
}

/** Summer time: from 2:00 EST on March's second Sunday to 2:00 EDT on November's first Sunday. */
function torontoOffsetHours(time: number, year: number): number {
  const start = Date.UTC(year, 2, nthSunday(year, 2, 2), 7);
  const end = Date.UTC(year, 10, nthSunday(year, 10, 1), 6);
  return time >= start && time < end ? -4 : -5;
}

const fallbackFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * "3 mars 2026" / "March 3, 2026", the day as it is in Toronto: what
 * `Intl.DateTimeFormat("fr-CA" | "en-CA", { year, month: "long", day, timeZone: "America/Toronto" })`
 * gives, without building that formatter, which costs a phone's main thread 100–300 ms the first time
 * (ICU loads its locale and pattern data) in the middle of hydration.
 */
export function formatLongTorontoDate(date: Date, locale: Locale): string {
  const time = date.getTime();
  const year = date.getUTCFullYear();
  if (year < FIRST_YEAR_OF_RULE) return formatWithIcu(date, locale);
  const local = new Date(time + torontoOffsetHours(time, year) * HOUR);
  const day = local.getUTCDate();
  const month = MONTHS[locale][local.getUTCMonth()];
  const localYear = local.getUTCFullYear();
  return locale === "fr" ? `${day} ${month} ${localYear}` : `${month} ${day}, ${localYear}`;
}

function formatWithIcu(date: Date, locale: Locale): string {
  let format = fallbackFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(`${locale}-CA`, {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "America/Toronto",
    });
    fallbackFormats.set(locale, format);
  }
  return format.format(date);
}
