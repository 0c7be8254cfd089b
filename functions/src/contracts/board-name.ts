/** The rooms the spec's room functions furnish, as a board without a generated title is called. */
const ROOM_NAMES: Record<string, string> = { Sleep: 'Bedroom', Entertainment: 'Living room', Dining: 'Dining room', Bath: 'Bathroom' };

/**
 * A board's name wherever it is listed (consultation forms, calendars, reviews, projects, threads, notifications): the title
 * its generation gave it, else the room it furnishes. Never the saved `title`, which is the spec's list of product
 * titles ("Sofa, Lamp, Rug"), not a name. Server and web name boards with this one rule.
 */
export function boardName(board: { generatedTitle?: string | null; functionName?: string | null }): string {
  const generated = board.generatedTitle?.trim();
  if (generated) return generated;
  return (board.functionName && ROOM_NAMES[board.functionName]) || 'Living room';
}
