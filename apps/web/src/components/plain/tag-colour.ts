/**
 * The background antd's Tag gives a colour of its own (a hex that is not one of its preset names), filled
 * variant: the colour's hue and saturation at 95% lightness (antd tag/hooks/useColor.js), computed as
 * @ant-design/fast-color does it, hue rounded to the degree and each channel to the unit, so the plain tag
 * draws the same pixels.
 */
export function tagTint(hex: string): string {
  const [r, g, b] = channels(hex);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  const lightness = (max + min) / 510;
  const saturation = delta === 0 ? 0 : delta / 255 / (1 - Math.abs(2 * lightness - 1));
  const hue = delta === 0 ? 0 : Math.round(60 * hueSector(r, g, b, max, delta));
  return toHex(fromHsl(hue, saturation, 0.95));
}

function channels(hex: string): [number, number, number] {
  const digits = hex.replace('#', '');
  const full = digits.length < 6 ? [...digits.slice(0, 3)].map((d) => d + d).join('') : digits.slice(0, 6);
  const value = (at: number) => Number.parseInt(full.slice(at, at + 2), 16);
  return [value(0), value(2), value(4)];
}

function hueSector(r: number, g: number, b: number, max: number, delta: number): number {
  if (r === max) return (g - b) / delta + (g < b ? 6 : 0);
  if (g === max) return (b - r) / delta + 2;
  return (r - g) / delta + 4;
}

function fromHsl(h: number, s: number, l: number): [number, number, number] {
  if (s <= 0) {
    const grey = Math.round(l * 255);
    return [grey, grey, grey];
  }
  const huePrime = (((h % 360) + 360) % 360) / 60;
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const second = chroma * (1 - Math.abs((huePrime % 2) - 1));
  const sector = Math.floor(huePrime);
  const [r, g, b] = [
    [chroma, second, 0],
    [second, chroma, 0],
    [0, chroma, second],
    [0, second, chroma],
    [second, 0, chroma],
    [chroma, 0, second],
  ][sector] as [number, number, number];
  const m = l - chroma / 2;
  return [r, g, b].map((c) => Math.round((c + m) * 255)) as [number, number, number];
}

function toHex(rgb: [number, number, number]): string {
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
