/**
 * Money and dates as banks write them in statements, read exactly: amounts to integer cents from
 * their decimal text (never through a float, which can misround), dates to 'YYYY-MM-DD' as
 * written (no time zone shifting: the bank's posting date is the date).
 */

const CURRENCY_SIGNS = /[$£€¥]/g;
/** 1234.56, 1,234.56, .5, 12. */
const DOT_DECIMAL = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/;
/** 1234,56 and 1.234,56: decimal comma (OFX allows it; European banks use it). */
const COMMA_DECIMAL = /^(\d{1,3}(?:\.\d{3})+|\d+),(\d{1,2})$/;

/**
 * The signed integer cents of an amount's text, or undefined when it is not an amount.
 * Reads '-1234.56' → -123456, '1,234.56' → 123456, '(12.00)' → -1200, '12.00 CR' → 1200,
 * '12.00 DR' → -1200, '12.00-' → -1200, '$5' → 500, '12,50' → 1250. More than two decimals are
 * refused unless the extra digits are zeros ('1.2300' → 123), so no amount is rounded.
 */
export function parseCents(text: string): number | undefined {
  // Spaces go, except between digits: '12 34' is not an amount.
  let s = text
    .trim()
    .replace(/(?<!\d)[\s\u00a0]+|[\s\u00a0]+(?!\d)/g, '')
    .replace(CURRENCY_SIGNS, '');
  let negative = false;
  let credit = false;
  const paren = /^\((.*)\)$/.exec(s);
  if (paren) {
    negative = true;
    s = paren[1] ?? '';
  }
  const mark = /^(.*?)(CR|DR)$/i.exec(s);
  if (mark) {
    s = mark[1] ?? '';
    if ((mark[2] ?? '').toUpperCase() === 'DR') negative = true;
    else if (negative) return undefined;
    else credit = true;
  }
  const sign = /^([+-]?)(.*?)(-?)$/.exec(s);
  if (!sign) return undefined;
  if (sign[1] === '-' || sign[3] === '-') {
    if (negative || credit || (sign[1] === '-' && sign[3] === '-')) return undefined;
    negative = true;
  }
  return toCents(sign[2] ?? '', negative);
}

function toCents(body: string, negative: boolean): number | undefined {
  let whole: string;
  let fraction: string;
  const dot = DOT_DECIMAL.exec(body);
  const comma = dot ? null : COMMA_DECIMAL.exec(body);
  if (dot) {
    whole = (dot[1] ?? '').replace(/,/g, '');
    fraction = dot[2] ?? '';
  } else if (comma) {
    whole = (comma[1] ?? '').replace(/\./g, '');
    fraction = comma[2] ?? '';
  } else return undefined;
  if (whole === '' && fraction === '') return undefined;
  if (/[1-9]/.test(fraction.slice(2))) return undefined;
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return undefined;
  return negative && cents !== 0 ? -cents : cents;
}

function isoDate(year: number, month: number, day: number): string | undefined {
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) {
    return undefined;
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/**
 * The date part of an OFX datetime, 'YYYY-MM-DD', or undefined. '20261127120000.000[-5:EST]' →
 * '2026-11-27': the date the bank wrote, whatever the zone in brackets says.
 */
export function parseOfxDate(text: string): string | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(?:\d|\.|\[|$)/.exec(text.trim());
  return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : undefined;
}

/**
 * A CSV date cell as 'YYYY-MM-DD', or undefined. Reads the US M/D/YYYY and MM/DD/YYYY (and
 * M/D/YY as 20YY), ISO YYYY-MM-DD and YYYY/MM/DD; a time after the date is ignored.
 */
export function parseCsvDate(text: string): string | undefined {
  const s = text.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?:$|\s)/.exec(s);
  if (us) {
    const year = Number(us[3]) + ((us[3] ?? '').length === 2 ? 2000 : 0);
    return isoDate(year, Number(us[1]), Number(us[2]));
  }
  const iso = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:$|[T ])/.exec(s);
  return iso ? isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3])) : undefined;
}
