/**
 * The teacher commands' lines of `npm run admin -- help`, in a module of its own: accounts/admin.ts reads them while
 * it loads, before teacher/admin.ts (which imports it back) is ready.
 */
export const TEACHER_USAGE = `  set-teacher <код групи> <телефон>
        призначити групі викладача (користувач стає викладачем, якщо ще не був)
  move-pupil <телефон> <код групи>
        перевести учня до іншої групи; його прогрес лишається з ним, новий викладач бачить його одразу`;
