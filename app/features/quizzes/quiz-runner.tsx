// The quiz runner (decision 039): one question at a time, for practice, play and mock.
// Without JS every button is a form post to the page's action (save, then the next question), and
// the palette and language switch are links. Once hydrated, the same buttons and links are handled in
// the page: answers are saved one by one through the JSON API via the offline queue (answer-sync.ts),
// the countdown shows the server's deadline (corrected by the server's time), and the palette,
// section tabs and keyboard shortcuts move between questions without a round trip.
import { useEffect, useMemo, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { useSubmit } from "react-router";
import { Notice } from "../../components/ui/notice";
import { useI18n } from "../../lib/i18n/i18n";
import type { MessageKey } from "../../lib/i18n/messages.en";
import { createAnswerSync, type AnswerSync, type SaveBody, type SyncStatus } from "./answer-sync";
import type { PaletteState, RunnerData } from "./quiz-types";
import { PALETTE_GLYPH, PALETTE_STYLE, answerText, formatDuration, optionLetter } from "./runner-bits";
import type { AnswerView, CheckView, RunnerIntent, RunnerQuestionView, RunnerView } from "./runner-page.server";

const STATES: PaletteState[] = ["notVisited", "notAnswered", "answered", "markedForReview", "answeredAndMarked"];
const EMPTY: AnswerView = { optionIds: [], value: null, markedForReview: false, visited: false, timeSpentMs: 0, checked: false };

const isAnswered = (a: AnswerView | undefined, numeric: boolean) => Boolean(a && (numeric ? a.value !== null : a.optionIds.length > 0));

/** The engine's palette rule, on the page's own copy of the answers. */
function stateOf(a: AnswerView | undefined, numeric: boolean): PaletteState {
  if (!a || !a.visited) return a?.markedForReview ? "markedForReview" : "notVisited";
  const answered = isAnswered(a, numeric);
  if (answered) return a.markedForReview ? "answeredAndMarked" : "answered";
  return a.markedForReview ? "markedForReview" : "notAnswered";
}

const NUMBER = /^-?\d{1,9}(?:\.\d{1,6})?$/;

type QuestionText = { html: string; options: Record<number, string> };
const inLang = (lang: RunnerView["lang"], en: string, hi: string | null) => (lang === "hi" && hi ? hi : en);

/** The question with its text: the page's own, or the one fetched after hydration (or still none). */
function withText(q: RunnerQuestionView, texts: Record<number, QuestionText>): RunnerQuestionView {
  const text = q.html === null ? texts[q.id] : undefined;
  return text ? { ...q, html: text.html, options: q.options.map((o) => ({ id: o.id, html: text.options[o.id] ?? "" })) } : q;
}

export type RunnerFormError = { key: MessageKey; vars?: Record<string, string | number> } | null;

export function QuizRunner({ view, formError, typedValue }: { view: RunnerView; formError: RunnerFormError; typedValue?: string }) {
  const { t } = useI18n();
  const submit = useSubmit();
  const [index, setIndex] = useState(view.current);
  const [answers, setAnswers] = useState<Record<number, AnswerView>>(view.answers);
  const [checks, setChecks] = useState<Record<number, CheckView>>(view.checks);
  const [numberText, setNumberText] = useState<Record<number, string>>({});
  const [message, setMessage] = useState<MessageKey | null>(null);
  const [confirm, setConfirm] = useState(view.confirm);
  const [status, setStatus] = useState<SyncStatus>("saved");
  const [hydrated, setHydrated] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  const offset = useRef(Date.parse(view.serverNow));
  const deadline = view.deadline ? Date.parse(view.deadline) : null;
  const sync = useRef<AnswerSync | null>(null);
  const enteredAt = useRef(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // A long mock's page carries the text of the questions near the one shown (RUNNER_WINDOW); the
  // rest is fetched once after hydration. Until it arrives, a question outside the window says it is
  // loading; if the fetch fails, a link loads that question's page from the server.
  const [texts, setTexts] = useState<Record<number, QuestionText>>({});
  const [textsFailed, setTextsFailed] = useState(false);
  const question = withText(view.questions[index], texts);
  const numeric = question.type === "numeric";
  const answer = answers[question.id] ?? EMPTY;
  const check = checks[question.id];
  const total = view.questions.length;
  const last = index === total - 1;
  const path = (q: number, extra = "") => `/quiz/${view.quizId}/attempts/${view.attemptId}?q=${q}&lang=${view.lang}${extra}`;
  const goToResult = () => submit(null, { method: "get", action: `/quiz/${view.quizId}/attempts/${view.attemptId}?lang=${view.lang}`, replace: true });

  // Hydration: the offset between the server's clock and this one, the queue (answers a closed tab
  // or a lost network left behind are applied and sent), the visit to the first question.
  useEffect(() => {
    offset.current = Date.parse(view.serverNow) - Date.now();
    const s = createAnswerSync(view.attemptId, {
      status: setStatus,
      closed: () => goToResult(),
      serverTime: (ms) => {
        // The Date header has whole seconds: correct only a drift the display would show.
        const next = ms + 500 - Date.now();
        if (Math.abs(next - offset.current) > 2000) offset.current = next;
      },
    });
    sync.current = s;
    const pending = s.pending();
    if (Object.keys(pending).length) {
      setAnswers((current) => {
        const out = { ...current };
        for (const [key, body] of Object.entries(pending)) {
          const id = Number(key.slice(1));
          const before = out[id] ?? EMPTY;
          out[id] = { ...before, visited: true, optionIds: body.optionIds ?? before.optionIds, value: body.value !== undefined ? body.value : before.value, markedForReview: body.markedForReview ?? before.markedForReview };
        }
        return out;
      });
    }
    enteredAt.current = Date.now();
    visit(view.questions[view.current].id);
    setHydrated(true);
    return () => s.dispose();
    // Runs once per runner (the route keys it by attempt, language and load).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The rest of a long mock's questions, once, after hydration (the page's own window is on screen).
  useEffect(() => {
    if (!view.questions.some((q) => q.html === null)) return;
    let cancelled = false;
    // After the page has settled (hydration, first paint, the first saves): a phone's main thread
    // is busiest in the first seconds, and the student reads the question on screen meanwhile.
    const handle = window.setTimeout(() => {
      fetch(`/api/attempts/${view.attemptId}`, { credentials: "same-origin", headers: { Accept: "application/json" } })
        .then((res) => (res.ok ? (res.json() as Promise<RunnerData>) : Promise.reject(new Error(`HTTP ${res.status}`))))
        .then((data) => {
          if (cancelled) return;
          const out: Record<number, QuestionText> = {};
          for (const q of data.questions) out[q.id] = { html: inLang(view.lang, q.html, q.htmlHi), options: Object.fromEntries(q.options.map((o) => [o.id, inLang(view.lang, o.html, o.htmlHi)])) };
          setTexts(out);
        })
        .catch(() => {
          if (!cancelled) setTextsFailed(true);
        });
    }, 1500);
    return () => {
      cancelled = true;
      window.clearTimeout(handle);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The countdown ticks in its own component (Countdown below): a tick re-renders the clock, not the
  // whole runner with its palette every second. At zero it calls the latest `finishRun`.
  const onTimeUp = useRef<() => void>(() => undefined);
  onTimeUp.current = () => {
    setTimeUp(true);
    void finishRun("timeUp");
  };

  // Focus follows the question (and the submit summary) so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (!moved.current) return;
    (confirm ? confirmRef.current : headingRef.current)?.focus();
  }, [index, confirm]);

  // A practice answer once checked is locked on the server: any save to it (a visit, the time spent)
  // is refused with 409, which the answer queue takes for "the attempt is closed" — it would drop the
  // queue and reload the page, landing the student back on an earlier question. So none is sent.
  const checkedNow = (questionId: number) => answers[questionId]?.checked === true;
  function saveTime(questionId: number, timeSpentMs: number) {
    if (!checkedNow(questionId)) sync.current?.save(questionId, { timeSpentMs });
  }

  function visit(questionId: number) {
    setAnswers((current) => ({ ...current, [questionId]: { ...(current[questionId] ?? EMPTY), visited: true } }));
    if (!checkedNow(questionId)) sync.current?.save(questionId, {});
  }

  function timeOn(questionId: number): number {
    const spent = (answers[questionId]?.timeSpentMs ?? 0) + Math.max(0, Date.now() - enteredAt.current);
    return Math.min(spent, 86_400_000);
  }

  function update(questionId: number, change: Partial<AnswerView>, body: SaveBody) {
    setAnswers((current) => ({ ...current, [questionId]: { ...(current[questionId] ?? EMPTY), visited: true, ...change } }));
    sync.current?.save(questionId, body);
  }

  function goTo(next: number) {
    if (next < 0 || next >= total || next === index) return;
    const leaving = question.id;
    const spent = timeOn(leaving);
    setAnswers((current) => ({ ...current, [leaving]: { ...(current[leaving] ?? EMPTY), visited: true, timeSpentMs: spent } }));
    saveTime(leaving, spent);
    enteredAt.current = Date.now();
    moved.current = true;
    setMessage(null);
    setConfirm(false);
    setIndex(next);
    visit(view.questions[next].id);
    window.history.replaceState(window.history.state, "", path(next + 1));
  }

  /** The number typed for a numeric question (null when blank); undefined when it is not a number. */
  function typedNumber(): number | null | undefined {
    const text = (numberText[question.id] ?? (answer.value === null ? "" : String(answer.value))).trim();
    if (text === "") return null;
    return NUMBER.test(text) ? Number(text) : undefined;
  }

  /** Saves the typed number (numeric questions); false when it is not a number. */
  function commitNumber(): boolean {
    if (!numeric || answer.checked) return true;
    const value = typedNumber();
    if (value === undefined) {
      setMessage("quizRunner.numericInvalid");
      return false;
    }
    if (value !== answer.value) update(question.id, { value }, { value });
    return true;
  }

  const hasAnswer = () => (numeric ? typedNumber() != null : answer.optionIds.length > 0);

  async function finishRun(intent: "submit" | "timeUp") {
    if (sync.current) {
      const s = sync.current;
      saveTime(question.id, timeOn(question.id));
      await Promise.race([s.flush(), new Promise((r) => window.setTimeout(r, 5000))]);
    }
    submit({ intent }, { method: "post", action: path(index + 1), replace: true });
  }

  async function practiceCheck() {
    if (!commitNumber()) return;
    if (!hasAnswer()) return setMessage("quizzes.selectOption");
    const s = sync.current;
    if (!s) return;
    s.save(question.id, { timeSpentMs: timeOn(question.id) });
    await s.flush();
    if (Object.keys(s.pending()).length) return;
    try {
      const res = await fetch(`/api/attempts/${view.attemptId}/answers/${question.id}/check`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}", credentials: "same-origin" });
      if (res.status === 409) return goToResult();
      if (!res.ok) return setStatus("error");
      const body = (await res.json()) as { correct: boolean; correctAnswer: CheckView["correctAnswer"]; explanationHtml: string; explanationHtmlHi: string | null };
      setChecks((current) => ({ ...current, [question.id]: { correct: body.correct, correctAnswer: body.correctAnswer, explanationHtml: view.lang === "hi" && body.explanationHtmlHi ? body.explanationHtmlHi : body.explanationHtml } }));
      setAnswers((current) => ({ ...current, [question.id]: { ...(current[question.id] ?? EMPTY), checked: true } }));
    } catch {
      setStatus("offline");
    }
  }

  /** One button (or shortcut) of the runner, handled in the page. */
  function act(intent: RunnerIntent) {
    setMessage(null);
    if (intent !== "clear" && !commitNumber()) return;
    switch (intent) {
      case "check":
        return void practiceCheck();
      case "next":
      case "finish":
        if (!answer.checked && !hasAnswer()) return setMessage("quizzes.selectOption");
        if (intent === "finish") return void finishRun("submit");
        return goTo(index + 1);
      case "saveNext":
        update(question.id, { markedForReview: false }, { markedForReview: false });
        return last ? openConfirm() : goTo(index + 1);
      case "markNext":
        update(question.id, { markedForReview: true }, { markedForReview: true });
        return last ? openConfirm() : goTo(index + 1);
      case "clear":
        setNumberText((current) => ({ ...current, [question.id]: "" }));
        return update(question.id, { optionIds: [], value: null, markedForReview: false }, numeric ? { value: null, markedForReview: false } : { optionIds: [], markedForReview: false });
      case "previous":
        return goTo(index - 1);
      case "review":
        return openConfirm();
      case "submit":
        return void finishRun("submit");
      default:
        return;
    }
  }

  function openConfirm() {
    moved.current = true;
    setConfirm(true);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!hydrated) return;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    act((submitter?.value ?? (view.mode === "mock" ? "saveNext" : last ? "finish" : "next")) as RunnerIntent);
  }

  function choose(optionId: number) {
    if (answer.checked) return;
    const optionIds = question.type === "multiple" ? (answer.optionIds.includes(optionId) ? answer.optionIds.filter((id) => id !== optionId) : [...answer.optionIds, optionId]) : [optionId];
    setMessage(null);
    update(question.id, { optionIds }, { optionIds, timeSpentMs: timeOn(question.id) });
  }

  function onLink(event: MouseEvent<HTMLAnchorElement>, target: number) {
    if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (!commitNumber()) return;
    goTo(target);
  }

  // Keyboard shortcuts (documented on the page): not while typing, not with modifier keys.
  useEffect(() => {
    if (!hydrated) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === "TEXTAREA" || (target.tagName === "INPUT" && (target as HTMLInputElement).type === "text")) || timeUp) return;
      const key = event.key.toLowerCase();
      if (/^[1-6]$/.test(key) && !numeric && question.html !== null) {
        const option = question.options[Number(key) - 1];
        if (option) {
          event.preventDefault();
          choose(option.id);
        }
        return;
      }
      const map: Record<string, RunnerIntent> = view.mode === "mock" ? { n: "saveNext", m: "markNext", c: "clear", p: "previous", s: "review" } : { n: last ? "finish" : "next" };
      if (map[key] && !confirm) {
        event.preventDefault();
        act(map[key]);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  });

  const palette = useMemo(() => {
    const out: Record<number, PaletteState> = {};
    for (const q of view.questions) out[q.id] = hydrated ? stateOf(answers[q.id], q.type === "numeric") : (view.palette[q.id] ?? "notVisited");
    return out;
  }, [answers, hydrated, view.questions, view.palette]);
  const counts = useMemo(() => {
    const out: Record<PaletteState, number> = { notVisited: 0, notAnswered: 0, answered: 0, markedForReview: 0, answeredAndMarked: 0 };
    for (const q of view.questions) out[palette[q.id]] += 1;
    return out;
  }, [palette, view.questions]);

  const shownError = message ?? (formError && !moved.current ? formError.key : null);
  const section = view.sections.find((s) => s.id === question.sectionId);
  const otherLang = view.lang === "hi" ? "en" : "hi";
  const timed = deadline !== null && view.mode !== "practice";

  return (
    <div className="mx-auto max-w-6xl px-3 py-4 sm:px-4" data-testid="quiz-runner">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 pb-3">
        <h1 className="min-w-0 text-lg font-bold sm:text-xl">{view.title}</h1>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          {hydrated ? (
            <p role="status" data-testid="sync-status" className={status === "saved" ? "text-green-800" : status === "saving" ? "text-slate-700" : "font-semibold text-red-800"}>
              {t(`quizRunner.status.${status}`)}
            </p>
          ) : null}
          {timed ? (
            <p className="rounded-lg bg-slate-900 px-3 py-1.5 font-mono text-base font-semibold text-white" data-testid="countdown">
              <span className="sr-only">{t("quizRunner.timeLeft")}: </span>
              <span aria-hidden="true" className="mr-1 font-sans text-xs font-normal">{t("quizRunner.timeLeft")}</span>
              <Countdown deadline={deadline} serverNow={view.serverNow} offset={offset} onTimeUp={onTimeUp} />
            </p>
          ) : null}
        </div>
      </header>
      {timeUp ? <Notice className="mt-3">{t("quizRunner.timeUp")}</Notice> : null}

      {view.mode === "mock" && view.sections.length > 1 ? (
        <nav aria-label={t("quizRunner.sections")} className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {view.sections.map((s) => {
            const first = view.questions.findIndex((q) => q.id === s.questionIds[0]);
            const active = s.id === question.sectionId;
            return (
              <a
                key={s.id}
                href={path(first + 1)}
                onClick={(e) => onLink(e, first)}
                aria-current={active ? "true" : undefined}
                className={`inline-flex min-h-11 shrink-0 items-center rounded-lg border px-3 text-sm font-semibold ${active ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-900"}`}
              >
                {s.title}
              </a>
            );
          })}
        </nav>
      ) : null}

      <div className={view.mode === "mock" ? "mt-3 grid gap-4 lg:grid-cols-[1fr_20rem]" : "mx-auto mt-3 max-w-3xl"}>
        <section aria-labelledby="question-heading" className="min-w-0">
          {confirm ? (
            <ConfirmPanel headingRef={confirmRef} counts={counts} backHref={path(index + 1)} onBack={(e) => {
              if (!hydrated) return;
              e.preventDefault();
              moved.current = true;
              setConfirm(false);
            }} action={path(index + 1)} onSubmit={(e) => {
              if (!hydrated) return;
              e.preventDefault();
              act("submit");
            }} />
          ) : null}
          <div className={confirm ? "hidden" : ""}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="question-heading" ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none focus-visible:ring-2 focus-visible:ring-brand-700">
                {t("quizRunner.question", { n: question.number, total })}
                {section && view.sections.length > 1 ? <span className="ml-2 text-sm font-normal text-slate-600">· {section.title}</span> : null}
              </h2>
              {view.bilingual ? (
                <p className="flex items-center gap-2 text-sm">
                  <span>{t("quizRunner.language")}:</span>
                  <span className="font-semibold" aria-current="true">{view.lang === "hi" ? "हिन्दी" : "English"}</span>
                  <a href={path(index + 1).replace(`lang=${view.lang}`, `lang=${otherLang}`)} lang={otherLang} className="inline-flex min-h-11 items-center px-1 text-brand-700 underline underline-offset-4" onClick={(e) => {
                    if (hydrated && !commitNumber()) e.preventDefault();
                    else if (hydrated) {
                      // A new load in the other language: the current question's time is saved first.
                      saveTime(question.id, timeOn(question.id));
                    }
                  }}>
                    {otherLang === "hi" ? "हिन्दी" : "English"}
                  </a>
                </p>
              ) : null}
            </div>
            {view.lang === "hi" && !question.hasHi ? <p className="mt-2 text-sm text-slate-600">{t("quizRunner.noHindi")}</p> : null}
            {question.html === null ? (
              <p className="mt-3 text-base text-slate-700" role="status">
                {textsFailed ? <a href={path(index + 1)} className="font-semibold text-brand-700 underline">{t("quizRunner.loadQuestion")}</a> : t("quizRunner.loadingQuestion")}
              </p>
            ) : (
              <div className="quiz-html mt-3 text-base leading-relaxed break-words" lang={view.lang === "hi" && question.hasHi ? "hi" : "en"} dangerouslySetInnerHTML={{ __html: question.html }} />
            )}
            {question.imageUrl ? <img src={question.imageUrl} alt={t("quizRunner.figure", { n: question.number })} className="mt-3 max-h-80 max-w-full rounded-lg border border-slate-200" loading="lazy" /> : null}

            <form method="post" action={path(index + 1)} onSubmit={onSubmit} className="mt-4" noValidate>
              <input type="hidden" name="questionId" value={question.id} />
              <input type="hidden" name="lang" value={view.lang} />
              {numeric ? (
                <div>
                  <label htmlFor={`value-${question.id}`} className="block font-medium">{t("quizRunner.numericLabel")}</label>
                  <input
                    id={`value-${question.id}`}
                    name="value"
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    aria-describedby={`hint-${question.id}`}
                    disabled={answer.checked}
                    value={numberText[question.id] ?? (hydrated ? (answer.value === null ? "" : String(answer.value)) : (typedValue ?? (answer.value === null ? "" : String(answer.value))))}
                    onChange={(e) => setNumberText((current) => ({ ...current, [question.id]: e.target.value }))}
                    onBlur={() => commitNumber()}
                    className="mt-1 block min-h-11 w-48 max-w-full rounded-lg border border-slate-400 px-3 text-base"
                  />
                  <p id={`hint-${question.id}`} className="mt-1 text-sm text-slate-600">{t("quizRunner.numericHint")}</p>
                </div>
              ) : question.html === null ? null : (
                <fieldset>
                  <legend className="sr-only">{question.type === "multiple" ? t("quizRunner.chooseMany") : t("quizRunner.options")}</legend>
                  {question.type === "multiple" ? <p className="mb-2 text-sm text-slate-700" aria-hidden="true">{t("quizRunner.chooseMany")}</p> : null}
                  <ul className="space-y-2">
                    {question.options.map((o, i) => {
                      const selected = answer.optionIds.includes(o.id);
                      const isKey = check && "optionIds" in check.correctAnswer && check.correctAnswer.optionIds.includes(o.id);
                      const ring = check ? (isKey ? "border-green-700 bg-green-50" : selected ? "border-red-700 bg-red-50" : "border-slate-300") : selected ? "border-brand-700 bg-brand-50" : "border-slate-300";
                      return (
                        <li key={o.id}>
                          <label className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border-2 bg-white px-3 py-2 ${ring}`}>
                            <input
                              type={question.type === "multiple" ? "checkbox" : "radio"}
                              name="optionId"
                              value={o.id}
                              checked={selected}
                              disabled={answer.checked}
                              onChange={() => choose(o.id)}
                              className="mt-0.5 size-6 shrink-0 accent-brand-700"
                            />
                            <span className="font-semibold" aria-hidden="true">{optionLetter(i)}.</span>
                            <span className="quiz-html min-w-0 break-words" dangerouslySetInnerHTML={{ __html: o.html ?? "" }} />
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                </fieldset>
              )}

              {check ? <Feedback check={check} optionIds={question.options.map((o) => o.id)} /> : null}
              {shownError ? (
                <Notice tone="error" className="mt-4">
                  {t(shownError)}
                </Notice>
              ) : null}

              <div className="mt-4 flex flex-wrap gap-2">
                {view.mode === "mock" ? (
                  <>
                    <RunnerButton intent="saveNext" variant="primary">{t("quizRunner.saveNext")}</RunnerButton>
                    <RunnerButton intent="markNext" variant="purple">{t("quizRunner.markNext")}</RunnerButton>
                    <RunnerButton intent="clear" variant="secondary">{t("quizRunner.clear")}</RunnerButton>
                    {index > 0 ? <RunnerButton intent="previous" variant="secondary">{t("quizRunner.previous")}</RunnerButton> : null}
                    <RunnerButton intent="review" variant="accent">{t("quizRunner.submit")}</RunnerButton>
                  </>
                ) : (
                  <>
                    {view.mode === "practice" && !check ? <RunnerButton intent="check" variant="secondary">{t("quizRunner.check")}</RunnerButton> : null}
                    {last ? <RunnerButton intent="finish" variant="accent">{t("quizRunner.finish")}</RunnerButton> : <RunnerButton intent="next" variant="primary">{t("quizRunner.next")}</RunnerButton>}
                  </>
                )}
              </div>
            </form>
          </div>
        </section>

        {view.mode === "mock" ? (
          <aside aria-labelledby="palette-heading" className="rounded-xl border border-slate-200 bg-white p-3">
            <h2 id="palette-heading" className="font-semibold">{t("quizRunner.palette")}</h2>
            {view.sections.map((s) => (
              <div key={s.id} className="mt-2">
                {view.sections.length > 1 ? <h3 className="text-sm font-semibold text-slate-700">{s.title}</h3> : null}
                <ol className="mt-1 grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-1.5">
                  {s.questionIds.map((id) => {
                    const i = view.questions.findIndex((q) => q.id === id);
                    const q = view.questions[i];
                    const state = palette[id];
                    return (
                      <li key={id}>
                        <a
                          href={path(i + 1)}
                          onClick={(e) => onLink(e, i)}
                          aria-label={t("quizRunner.paletteButton", { n: q.number, state: t(`quizRunner.state.${state}`) })}
                          aria-current={i === index ? "step" : undefined}
                          data-state={state}
                          className={`flex h-11 w-full flex-col items-center justify-center text-sm leading-none font-semibold ${PALETTE_STYLE[state]} ${i === index ? "outline-3 outline-offset-2 outline-slate-900" : ""}`}
                        >
                          <span>{q.number}</span>
                          {PALETTE_GLYPH[state] ? <span aria-hidden="true" className="text-[0.65rem]">{PALETTE_GLYPH[state]}</span> : null}
                        </a>
                      </li>
                    );
                  })}
                </ol>
              </div>
            ))}
            <h3 className="mt-4 text-sm font-semibold">{t("quizRunner.legend")}</h3>
            <ul className="mt-1 space-y-1 text-sm">
              {STATES.map((state) => (
                <li key={state} className="flex items-center gap-2">
                  <span aria-hidden="true" className={`inline-flex size-7 shrink-0 items-center justify-center text-xs font-semibold ${PALETTE_STYLE[state]}`}>{counts[state]}</span>
                  <span>
                    {t(`quizRunner.state.${state}`)}
                    <span className="sr-only">: {counts[state]}</span>
                  </span>
                </li>
              ))}
            </ul>
            <details className="mt-4 text-sm">
              <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold">{t("quizRunner.shortcuts")}</summary>
              <p className="text-slate-700">{t("quizRunner.shortcutsText")}</p>
            </details>
          </aside>
        ) : null}
      </div>
    </div>
  );
}

const BUTTON = "inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2.5 text-sm font-semibold";
const BUTTON_VARIANTS = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  accent: "bg-saffron-600 text-white hover:bg-orange-800",
  purple: "bg-purple-700 text-white hover:bg-purple-800",
  secondary: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100",
} as const;

function RunnerButton({ intent, variant, children }: { intent: RunnerIntent; variant: keyof typeof BUTTON_VARIANTS; children: string }) {
  return (
    <button type="submit" name="intent" value={intent} className={`${BUTTON} ${BUTTON_VARIANTS[variant]}`}>
      {children}
    </button>
  );
}

function Feedback({ check, optionIds }: { check: CheckView; optionIds: number[] }) {
  const { t } = useI18n();
  return (
    <div role="status" data-testid="practice-feedback" className={`mt-4 rounded-lg border-l-4 px-4 py-3 ${check.correct ? "border-green-700 bg-green-50 text-green-950" : "border-red-700 bg-red-50 text-red-950"}`}>
      <p className="font-semibold">{check.correct ? t("quizRunner.correct") : t("quizRunner.incorrect")}</p>
      <p className="mt-1">{t("quizRunner.correctAnswer", { answer: answerText(check.correctAnswer, optionIds) })}</p>
      {check.explanationHtml ? (
        <>
          <p className="mt-2 font-semibold">{t("quizRunner.explanation")}</p>
          <div className="quiz-html mt-1 break-words" dangerouslySetInnerHTML={{ __html: check.explanationHtml }} />
        </>
      ) : null}
    </div>
  );
}

function ConfirmPanel({ headingRef, counts, backHref, onBack, action, onSubmit }: { headingRef: React.RefObject<HTMLHeadingElement | null>; counts: Record<PaletteState, number>; backHref: string; onBack: (e: MouseEvent<HTMLAnchorElement>) => void; action: string; onSubmit: (e: FormEvent<HTMLFormElement>) => void }) {
  const { t } = useI18n();
  const rows: [MessageKey, number][] = [
    ["quizRunner.confirm.answered", counts.answered + counts.answeredAndMarked],
    ["quizRunner.confirm.notAnswered", counts.notAnswered],
    ["quizRunner.confirm.marked", counts.markedForReview + counts.answeredAndMarked],
    ["quizRunner.confirm.notVisited", counts.notVisited],
  ];
  return (
    <div className="rounded-xl border-2 border-saffron-600 bg-white p-4" data-testid="submit-summary">
      <h2 ref={headingRef} tabIndex={-1} className="text-lg font-bold outline-none">{t("quizRunner.confirm.title")}</h2>
      <p className="mt-1 text-slate-700">{t("quizRunner.confirm.text")}</p>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {rows.map(([key, n]) => (
          <div key={key} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-sm text-slate-700">{t(key)}</dt>
            <dd className="text-xl font-bold">{n}</dd>
          </div>
        ))}
      </dl>
      <form method="post" action={action} onSubmit={onSubmit} className="mt-4 flex flex-wrap gap-2">
        <button type="submit" name="intent" value="submit" className={`${BUTTON} ${BUTTON_VARIANTS.accent}`}>{t("quizRunner.confirm.yes")}</button>
        <a href={backHref} onClick={onBack} className={`${BUTTON} ${BUTTON_VARIANTS.secondary}`}>{t("quizRunner.confirm.back")}</a>
      </form>
    </div>
  );
}


/** The time left to the server's deadline, shown with this clock corrected by the server's time
 * (`offset`); calls `onTimeUp` once at zero. Rendered on the server from the server's own time. */
function Countdown({ deadline, serverNow, offset, onTimeUp }: { deadline: number; serverNow: string; offset: { current: number }; onTimeUp: { current: () => void } }) {
  const [remaining, setRemaining] = useState(deadline - Date.parse(serverNow));
  useEffect(() => {
    const tick = () => {
      const left = deadline - (Date.now() + offset.current);
      setRemaining(left);
      if (left <= 0) {
        window.clearInterval(timer);
        onTimeUp.current();
      }
    };
    const timer = window.setInterval(tick, 1000);
    // The first tick after this commit's effects: the runner's own effect (a parent's runs after
    // this child's) sets `offset` from the server's time first; before it, the time left is wrong.
    const first = window.setTimeout(tick, 0);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(first);
    };
  }, [deadline, offset, onTimeUp]);
  return <time>{formatDuration(remaining)}</time>;
}
