// S3's replies are small, flat XML; reading one element by name needs no XML parser.

/** The text of the first `<name>` element, undefined when there is none. */
export function xmlElement(xml: string, name: string): string | undefined {
  return new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];
}

/** Text escaped for an XML element. */
export function xmlText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
