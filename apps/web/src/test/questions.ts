import type { Question, QuestionsResponse } from '@pdr/contract/learning';

/** A lesson question with two answers, the first one right. */
export function lessonQuestion(id: number): Question {
  return {
    id,
    question: `Питання ${id}?`,
    image: null,
    notes: '',
    video_url: null,
    answers: [1, 2].map((k) => ({
      id: id * 10 + k,
      answer: `Відповідь ${k}`,
      correct: `${k}.`,
      question_id: id,
      correct_answer: k === 1 ? 1 : 0,
    })),
  };
}

/** A block lesson's questions as the API sends them: their JSON in base64. */
export function blockBody(themeId: number, idx: number, ids: number[]): QuestionsResponse {
  return {
    type: 'theme',
    theme_id: themeId,
    idx,
    count: ids.length,
    reveal: true,
    started_at: new Date().toISOString(),
    data: btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(ids.map(lessonQuestion))))),
  };
}
