/**
 * A benefit's two figures as bars, when they can honestly be drawn side by side: both a number in
 * the same unit (`7` and `0`, `36 %` and `29 %`, `₹ 92,000` and `₹ 31,000`, `11 min` and `4 min`).
 * Figures in different units (`3 days` and `2 hours`) or not numbers (`1 click`) get no bars: a
 * bar would say something the figures do not.
 */

interface Figure {
  unit: string;
  amount: number;
}

/** A figure's number and its unit (what stands before and after the number), or undefined. */
function figure(text: string): Figure | undefined {
  const match = /^(?<before>[^\d]*?)\s*(?<digits>\d[\d,]*(?:\.\d+)?)\s*(?<after>[^\d]*)$/u.exec(text.trim());
  if (!match?.groups) return undefined;
  const { before = '', digits = '', after = '' } = match.groups;
  return { unit: `${before.trim()}|${after.trim()}`, amount: Number(digits.replaceAll(',', '')) };
}

/** Each figure's bar as a share of the larger one (0-1), or undefined when they cannot be compared. */
export function proofScale(was: string, value: string): { was: number; value: number } | undefined {
  const before = figure(was);
  const now = figure(value);
  if (!before || !now || before.unit !== now.unit) return undefined;
  const largest = Math.max(before.amount, now.amount);
  if (largest === 0) return undefined;
  return { was: before.amount / largest, value: now.amount / largest };
}
