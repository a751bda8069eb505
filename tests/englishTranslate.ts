/**
 * `@docusaurus/Translate`'s `translate` as the English site runs it, for unit
 * tests of the site's word modules (`vi.mock('@docusaurus/Translate', () =>
 * import('../englishTranslate'))`): the message, with its `{placeholders}`
 * filled in. Docusaurus's own needs the build's generated modules.
 */
export function translate(
  {message}: {message: string; id?: string; description?: string},
  values: Record<string, unknown> = {},
): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
