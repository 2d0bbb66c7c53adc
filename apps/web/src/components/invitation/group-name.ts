// A group the operator named 'Група Б-12 (вечірня)' already says 'група': it is not wrapped in another one.
const NAMED_AS_GROUP = /^груп[аи]\s+/i;

/** 'Група «Вечірня»', but 'Група Б-12 (вечірня)' for a name that starts with the word itself. */
export function groupTitle(name: string): string {
  return NAMED_AS_GROUP.test(name) ? `Група ${name.replace(NAMED_AS_GROUP, '')}` : `Група «${name}»`;
}

/** The genitive after 'учні', 'до': 'групи «Вечірня»', or 'групи Б-12 (вечірня)'. */
export function ofGroup(name: string): string {
  return NAMED_AS_GROUP.test(name) ? `групи ${name.replace(NAMED_AS_GROUP, '')}` : `групи «${name}»`;
}
