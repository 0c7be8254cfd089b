import { FUNCTION_KEYWORDS, ROOM_FUNCTIONS, ROOM_SIZES, ROOM_STYLES, type RoomFunction } from '../contracts/choices.js';

interface RoomChoice {
  functionName: RoomFunction;
  size: string;
  style: (typeof ROOM_STYLES)[number];
}

/** What the products say about the room: their catalogue keywords, and the words of their titles. */
interface ProductHints {
  keywords: string[];
  title: string;
}

const lower = (text: string) => text.toLowerCase();

/**
 * The room function, size and style of a board. The spec's generate request carries only products, so what the
 * client left out is read from them: the function whose category keywords the products match most (ties go to the
 * spec's order), a size or style named in a title, else the first size of that function and the first style.
 */
export function roomChoice(
  given: { function_name?: RoomFunction; size?: string; style?: RoomChoice['style'] },
  products: ProductHints[],
): RoomChoice {
  const keywords = products.flatMap((product) => product.keywords.map(lower));
  const titles = lower(products.map((product) => product.title).join('\n'));
  const score = (fn: RoomFunction) => FUNCTION_KEYWORDS[fn].filter((keyword) => keywords.includes(lower(keyword))).length;
  const functionName = given.function_name ?? ROOM_FUNCTIONS.reduce((best, fn) => (score(fn) > score(best) ? fn : best));
  const named = <T extends string>(options: readonly T[]) => options.find((option) => titles.includes(lower(option)));
  return {
    functionName,
    size: given.size ?? named(ROOM_SIZES[functionName]) ?? ROOM_SIZES[functionName][0],
    style: given.style ?? named(ROOM_STYLES) ?? ROOM_STYLES[0],
  };
}
