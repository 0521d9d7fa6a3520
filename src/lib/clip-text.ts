/**
 * Text safe to send to the API, which refuses unpaired UTF-16 surrogates: at most `max` code
 * units, never cut inside a character, with any lone surrogate already in the text replaced by
 * U+FFFD (an error's message can hold one).
 */
export function clipText(text: string, max: number): string {
  let clipped = text.length > max ? text.slice(0, max) : text;
  const last = clipped.charCodeAt(clipped.length - 1);
  // A high surrogate at the end was the first half of a character the cut went through.
  if (clipped.length < text.length && last >= 0xd800 && last <= 0xdbff) clipped = clipped.slice(0, -1);
  return clipped.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}
