/**
 * Which of a suite's modules its hero draws as the one large screen: the module with a screen that
 * the fewest suites include, so each suite's picture is its own (the Club Suite's member card, not
 * the room chart three suites share); the first in the suite's list on a tie.
 */
export function suiteLead(own: readonly (string | undefined)[], everySuite: readonly (readonly (string | undefined)[])[]): number {
  const sharedBy = (kind: string): number => everySuite.filter((kinds) => kinds.includes(kind)).length;
  let lead = -1;
  own.forEach((kind, index) => {
    if (kind === undefined) return;
    const current = own[lead];
    if (lead === -1 || current === undefined || sharedBy(kind) < sharedBy(current)) lead = index;
  });
  return lead;
}
