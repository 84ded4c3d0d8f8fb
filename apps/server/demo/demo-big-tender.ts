import type { ImportLine, ImportPrice } from '@tender/api-contract';
import { CATEGORIES, SITES } from './demo-catalogue.ts';

const YEARS = ['Year 1', 'Year 2', 'Year 3'];

// A small deterministic generator, so the same script always writes the same demo.json.
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * The 2,000 lines of the term-contract tender: for each of 5 sites and 8 categories a heading, 48 priced
 * items (16 items over 3 contract years) and a subtotal summing them.
 */
export function bigTenderLines(): ImportLine[] {
  const random = generator(2026);
  const lines: ImportLine[] = [];
  let seqno = 0;
  SITES.forEach((site, s) => {
    CATEGORIES.forEach((category, c) => {
      const section = `${String.fromCharCode(65 + s)}${c + 1}`;
      lines.push({
        seqno: ++seqno,
        description: `${section}. ${category.name}: ${site}`,
        header: true,
        bold: true,
        underline: true,
      });
      const items: number[] = [];
      for (const year of YEARS) {
        for (const [description, unit, quantity] of category.items) {
          // Yearly quantities vary by site and year around the typical figure (70% to 130%).
          const qty = Math.max(1, Math.round(quantity * (0.7 + random() * 0.6)));
          lines.push({
            seqno: ++seqno,
            description: `${description} (${year})`,
            unit,
            quantity: String(qty),
            autocal: 'Y',
            totalamountreq: true,
            required: year === 'Year 1',
            qtyrequired: false,
            neednotes: false,
          });
          items.push(seqno);
        }
      }
      lines.push({
        seqno: ++seqno,
        description: `Subtotal ${section}: ${category.name}, ${site}`,
        bold: true,
        autocal: items.join('+'),
        totalamountreq: true,
      });
    });
  });
  return lines;
}

/** Unit prices for every item line, as one supplier might quote them. */
export function bigTenderPrices(lines: ImportLine[], seed: number): ImportPrice[] {
  const random = generator(seed);
  return lines
    .filter((l) => !l.header && l.autocal === 'Y')
    .map((l) => ({ seqno: l.seqno, unitprice: (5 + random() * 400).toFixed(2) }));
}
