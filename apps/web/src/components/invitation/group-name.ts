import { i18n } from '@/lib/i18n.ts';
import './i18n.ts';

// A group the operator named 'Група Б-12 (вечірня)' already says 'група': it is not wrapped in another one. The
// word is written in escapes ('груп[аи]'), as it is the names' own word, not the interface's.
const NAMED_AS_GROUP = /^(\u0433\u0440\u0443\u043f[\u0430\u0438]|groups?)\s+/i;

/** 'Група «Вечірня»', but 'Група Б-12 (вечірня)' for a name that starts with the word itself; in English 'Group …'. */
export function groupTitle(name: string): string {
  return NAMED_AS_GROUP.test(name)
    ? i18n._('invitation.groupTitleBare', { name: name.replace(NAMED_AS_GROUP, '') })
    : i18n._('invitation.groupTitle', { name });
}

/** The genitive after 'учні', 'до': 'групи «Вечірня»', or 'групи Б-12 (вечірня)'; in English 'group …'. */
export function ofGroup(name: string): string {
  return NAMED_AS_GROUP.test(name)
    ? i18n._('invitation.ofGroupBare', { name: name.replace(NAMED_AS_GROUP, '') })
    : i18n._('invitation.ofGroup', { name });
}
