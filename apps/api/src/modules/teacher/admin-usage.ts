/** This module's lines of `npm run admin -- help` (cli/router.ts composes the whole text). */
export const TEACHER_USAGE = `  set-teacher <код групи> <телефон>
        призначити групі викладача (користувач стає викладачем, якщо ще не був)
  move-pupil <телефон> <код групи>
        перевести учня до іншої групи; його прогрес лишається з ним, новий викладач бачить його одразу`;
