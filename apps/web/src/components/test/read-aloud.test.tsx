import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Question } from '@pdr/contract/learning';
import { switchLanguage } from '@/lib/i18n.ts';
import { setReadAloudAuto } from '@/lib/reading.ts';
import { lessonQuestion } from '@/test/questions.ts';
import { renderWithQuery } from '@/test/render.tsx';
import { QuestionCard } from './question-card.tsx';
import { voiceFor } from '@/lib/reading.ts';

/** The browser's speech synthesis as a stub: what is spoken, in which language, and whether it was stopped. */
class Utterance {
  text: string;
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(text: string) {
    this.text = text;
  }
}

const voice = (lang: string, localService = true) =>
  ({ lang, localService, name: lang }) as SpeechSynthesisVoice;

function stubSpeech(voices: SpeechSynthesisVoice[]) {
  const spoken: Utterance[] = [];
  const synthesis = {
    // As a browser does: a new array on every call.
    getVoices: () => [...voices],
    speak: vi.fn((u: Utterance) => spoken.push(u)),
    cancel: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  vi.stubGlobal('speechSynthesis', synthesis);
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  return { spoken, synthesis };
}

function card(question: Question, props: { selected?: number | null; language?: 'uk' | 'en' } = {}) {
  return (
    <QuestionCard
      question={question}
      number={1}
      selected={props.selected ?? null}
      onSelect={() => undefined}
      given={undefined}
      rightId={null}
      wrongId={null}
      locked={false}
      language={props.language}
    />
  );
}

const pictured = {
  ...lessonQuestion(4),
  image: '/images/question/x.svg',
  image_alt: 'Два автомобілі на перехресті',
};

beforeEach(() => vi.unstubAllGlobals());

describe('read aloud', () => {
  it('reads the question, its picture’s description and its answers with their numbers, in Ukrainian', async () => {
    const { spoken } = stubSpeech([voice('en-GB'), voice('uk-UA')]);
    render(card(pictured));
    await userEvent.click(screen.getByRole('button', { name: /Прочитати вголос/ }));
    expect(spoken.map((u) => u.text)).toEqual([
      'Питання 4?',
      'Ілюстрація: Два автомобілі на перехресті',
      'Відповідь 1: Відповідь 1',
      'Відповідь 2: Відповідь 2',
    ]);
    expect(spoken.every((u) => u.lang === 'uk-UA' && u.voice?.lang === 'uk-UA')).toBe(true);
    expect(screen.getByRole('button', { name: /Зупинити/ })).toBeInTheDocument();
    act(() => spoken.at(-1)!.onend!());
    expect(screen.getByRole('button', { name: /Прочитати вголос/ })).toBeInTheDocument();
  });

  it('is stopped by the same button, by an answer and by the next question', async () => {
    const { synthesis } = stubSpeech([voice('uk-UA')]);
    const { rerender } = render(card(pictured));
    await userEvent.click(screen.getByRole('button', { name: /Прочитати вголос/ }));
    synthesis.cancel.mockClear();
    await userEvent.click(screen.getByRole('button', { name: /Зупинити/ }));
    expect(synthesis.cancel).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Прочитати вголос/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Прочитати вголос/ }));
    synthesis.cancel.mockClear();
    rerender(card(pictured, { selected: 41 }));
    expect(synthesis.cancel).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Прочитати вголос/ })).toBeInTheDocument();

    synthesis.cancel.mockClear();
    rerender(card(lessonQuestion(5), { selected: null }));
    expect(synthesis.cancel).toHaveBeenCalled();
  });

  it('starts and stops with the R key, but not while typing in a field', async () => {
    const { spoken, synthesis } = stubSpeech([voice('uk-UA')]);
    render(
      <>
        {card(pictured)}
        <textarea aria-label="note" />
      </>,
    );
    expect(screen.getByRole('button', { name: /Прочитати вголос/ })).toHaveAttribute(
      'aria-keyshortcuts',
      'R',
    );
    fireEvent.keyDown(document.body, { code: 'KeyR', key: 'r' });
    expect(spoken).toHaveLength(4);
    fireEvent.keyDown(document.body, { code: 'KeyR', key: 'к' });
    expect(screen.getByRole('button', { name: /Прочитати вголос/ })).toBeInTheDocument();
    synthesis.speak.mockClear();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'note' }), { code: 'KeyR', key: 'r' });
    fireEvent.keyDown(document.body, { code: 'KeyR', key: 'R', ctrlKey: true });
    expect(synthesis.speak).not.toHaveBeenCalled();
  });

  it('is not offered without a voice of the question’s language, nor without speech synthesis', () => {
    stubSpeech([voice('en-US'), voice('pl-PL')]);
    const { unmount } = render(card(pictured));
    expect(screen.queryByRole('button', { name: /Прочитати вголос/ })).toBeNull();
    unmount();
    vi.unstubAllGlobals();
    render(card(pictured));
    expect(screen.queryByRole('button', { name: /Прочитати вголос/ })).toBeNull();
  });

  it('reads an English question with an English voice, and one without English with the Ukrainian voice', async () => {
    const { spoken } = stubSpeech([voice('uk-UA'), voice('en-GB')]);
    await act(() => switchLanguage('en'));
    try {
      const { rerender, queryClient } = renderWithQuery(
        card({ ...lessonQuestion(6), question: 'Who goes first?' }, { language: 'en' }),
      );
      const inQuery = (ui: ReactNode) => <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>;
      await userEvent.click(screen.getByRole('button', { name: /Read aloud/ }));
      expect(spoken.map((u) => [u.text, u.lang])[0]).toEqual(['Who goes first?', 'en-GB']);
      expect(spoken[1]!.text).toBe('Answer 1: Відповідь 1');
      spoken.length = 0;
      rerender(inQuery(card({ ...lessonQuestion(7), ukrainian_only: true }, { language: 'en' })));
      await userEvent.click(screen.getByRole('button', { name: /Read aloud/ }));
      expect(spoken.every((u) => u.lang === 'uk-UA')).toBe(true);
    } finally {
      await act(() => switchLanguage('uk'));
    }
  });

  it('reads each new question by itself with the setting on, and never once it is answered', async () => {
    const { spoken } = stubSpeech([voice('uk-UA')]);
    await setReadAloudAuto(true);
    try {
      const { rerender } = render(card(pictured));
      expect(spoken.map((u) => u.text)[0]).toBe('Питання 4?');
      spoken.length = 0;
      rerender(card(pictured, { selected: 41 }));
      expect(spoken).toEqual([]);
      rerender(card(lessonQuestion(5)));
      expect(spoken.map((u) => u.text)[0]).toBe('Питання 5?');
      spoken.length = 0;
      await setReadAloudAuto(false);
      rerender(card(lessonQuestion(6)));
      expect(spoken).toEqual([]);
    } finally {
      await setReadAloudAuto(false);
    }
  });

  it('takes a device voice of the language in any of its spellings, the local one first', () => {
    expect(voiceFor([voice('uk_UA', false), voice('uk-UA')], 'uk')?.localService).toBe(true);
    expect(voiceFor([voice('UK')], 'uk')?.lang).toBe('UK');
    expect(voiceFor([voice('ru-RU')], 'uk')).toBeNull();
  });
});
