/** Text on coloured backgrounds (staff colours on the calendar and the services table). */

function relativeLuminance(hex: string): number | null {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return null;
  const [r, g, b] = [m[1]!, m[2]!, m[3]!].map((h) => {
    const c = parseInt(h, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Black or white, whichever contrasts more with a '#RRGGBB' background (WCAG formula). Staff
 * colours such as amber fail AA with white initials, so the choice cannot be fixed.
 */
export function readableTextColor(background: string): '#000000' | '#ffffff' {
  const l = relativeLuminance(background);
  if (l === null) return '#ffffff';
  const withWhite = 1.05 / (l + 0.05);
  const withBlack = (l + 0.05) / 0.05;
  return withBlack > withWhite ? '#000000' : '#ffffff';
}
