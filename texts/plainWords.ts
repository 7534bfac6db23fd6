/**
 * A text's words in plain letters and digits (A–Z, a–z, 0–9): accents dropped (`ä` → `a`,
 * `Å` → `A`), anything else a separator. The one rule behind every name made from a text — a PDF's
 * file name, a new form's or field's technical name, a choice's value — so that they all read
 * alike (`Ilmoitus vuokrasuhteen päättymisestä` → `Ilmoitus`, `vuokrasuhteen`, `paattymisesta`).
 */
export function plainWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
}
