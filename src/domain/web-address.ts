/** `https://www.borderbank.com.au/loans/` → `borderbank.com.au`: where a product is sold; null without one. */
export function webAddress(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url.trim()).hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}
