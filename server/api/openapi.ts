// GET /api/openapi.json — an OpenAPI 3.1 description of the public JSON API (issue 11: "Mobile
// clients and the hidden checks use it"): the quiz endpoints in full, and the other /api routes a
// client calls. Hand-written as a typed object beside the routes; tests/integration/openapi.test.ts
// checks its structure, that every $ref resolves, and that every quiz route of server/api/quizzes.ts
// is described (and nothing that does not exist).
import { Hono } from "hono";

type Schema = { [key: string]: unknown };
type Response = { description: string; headers?: Record<string, { description: string; schema: Schema }>; content?: Record<string, { schema: Schema }> };
type Parameter = { name: string; in: "path" | "query" | "header"; required?: boolean; description?: string; schema: Schema };
type Operation = { operationId: string; summary: string; description?: string; tags: string[]; parameters?: Parameter[]; requestBody?: { required: boolean; content: Record<string, { schema: Schema }> }; responses: Record<string, Response>; security?: Record<string, string[]>[] };
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Partial<Record<"get" | "put" | "post" | "delete", Operation>>>;
  components: { schemas: Record<string, Schema>; responses: Record<string, Response>; securitySchemes: Record<string, Schema> };
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Schema) => ({ "application/json": { schema } });
const error = (name: string) => ({ $ref: `#/components/responses/${name}` }) as unknown as Response;
const ok = (description: string, schema: Schema): Response => ({ description, content: json(schema) });
const signedIn = [{ session: [] }];
const text = { type: "string" };
const textOrNull = { type: ["string", "null"] };
const int = { type: "integer" };
const num = { type: "number" };

const quizIdParam: Parameter = { name: "id", in: "path", required: true, description: "The quiz id.", schema: { type: "integer", minimum: 1 } };
const attemptIdParam: Parameter = { name: "attemptId", in: "path", required: true, description: "The attempt id (a UUID). Another student's attempt is a 404.", schema: { type: "string", format: "uuid" } };
const questionIdParam: Parameter = { name: "questionId", in: "path", required: true, schema: { type: "integer", minimum: 1 } };

const quizTags = ["Quizzes"];

export const openApiDocument: OpenApiDocument = {
  openapi: "3.1.0",
  info: {
    title: "Vidyapath API",
    version: "1.0.0",
    description:
      "JSON API of Vidyapath. Errors are always `{ error }` (plus `fields` for a body that failed validation) in the request's language (Accept-Language or the vp_lang cookie). Writes need a signed-in session (the better-auth session cookie), an Origin header of the site itself (CSRF check), and stay within per-student budgets (429 with Retry-After). Quiz scoring happens on the server only: answer keys and explanations are never sent before an attempt is submitted (or, in practice mode, before that one question is checked).",
  },
  servers: [{ url: "/" }],
  paths: {
    "/api/quizzes": {
      get: {
        operationId: "listQuizzes",
        summary: "Published quizzes",
        tags: quizTags,
        parameters: [
          { name: "mode", in: "query", schema: { type: "string", enum: ["practice", "play", "mock"] } },
          { name: "class", in: "query", schema: { type: "string", enum: ["10th", "12th", "Graduate"] } },
          { name: "subject", in: "query", description: "Exact subject, case-insensitive.", schema: { type: "string", maxLength: 60 } },
          { name: "exam", in: "query", description: "Exact exam label (\"JEE Main\", \"NEET UG\", \"UPSC\", \"CBSE\"), case-insensitive.", schema: { type: "string", maxLength: 40 } },
          { name: "q", in: "query", description: "Search words (Hindi and typos welcome).", schema: { type: "string", maxLength: 100 } },
        ],
        responses: { "200": ok("The quizzes, by class, subject and title (at most 500).", { type: "array", items: ref("QuizSummary") }), "400": error("BadRequest") },
      },
    },
    "/api/quizzes/{id}": {
      get: {
        operationId: "getQuiz",
        summary: "One published quiz: sections and marking, no questions",
        tags: quizTags,
        parameters: [quizIdParam],
        responses: { "200": ok("The quiz.", ref("QuizDetail")), "404": error("NotFound") },
      },
    },
    "/api/quizzes/{id}/questions/{questionId}/image": {
      get: {
        operationId: "getQuestionImage",
        summary: "A question's figure",
        tags: quizTags,
        parameters: [quizIdParam, questionIdParam],
        responses: { "200": { description: "The image (Range requests honoured).", content: { "image/*": { schema: { type: "string", contentMediaType: "image/*" } } } }, "404": error("NotFound") },
      },
    },
    "/api/quizzes/{id}/attempts": {
      post: {
        operationId: "startAttempt",
        summary: "Start an attempt, or resume the one in progress",
        description: "A student has at most one attempt in progress per quiz: starting again returns it (200, `resumed: true`) with its saved answers and unchanged deadline. After it is submitted, a new attempt starts (201). Only the first attempt is ranked. Questions carry their text (Markdown + LaTeX source) and rendered HTML in English and Hindi, and options without correctness.",
        tags: quizTags,
        security: signedIn,
        parameters: [quizIdParam],
        responses: { "201": ok("A new attempt.", ref("Attempt")), "200": ok("The attempt in progress, resumed.", ref("Attempt")), "401": error("Unauthenticated"), "403": error("CrossOrigin"), "404": error("NotFound"), "429": error("TooManyRequests") },
      },
    },
    "/api/attempts/{attemptId}": {
      get: {
        operationId: "getAttempt",
        summary: "The attempt as the runner shows it (resume after a closed tab)",
        description: "An attempt past its deadline (plus 10 s) is submitted first; `status` then says `submitted`.",
        tags: quizTags,
        security: signedIn,
        parameters: [attemptIdParam],
        responses: { "200": ok("The attempt.", ref("Attempt")), "401": error("Unauthenticated"), "404": error("NotFound") },
      },
    },
    "/api/attempts/{attemptId}/answers/{questionId}": {
      put: {
        operationId: "saveAnswer",
        summary: "Save one answer (autosave)",
        description:
          "`optionIds` for single and multiple questions (an empty list clears the answer), or `value` for numeric ones (null clears it); neither, to record a visit, a review mark or time only. `timeSpentMs` is the running total for the question: the server keeps the largest it has seen, so a repeated save changes nothing. Accepted until the deadline plus 10 seconds.",
        tags: quizTags,
        security: signedIn,
        parameters: [attemptIdParam, questionIdParam],
        requestBody: { required: true, content: json(ref("AnswerSave")) },
        responses: {
          "204": { description: "Saved." },
          "400": error("BadRequest"),
          "401": error("Unauthenticated"),
          "403": error("CrossOrigin"),
          "404": error("NotFound"),
          "409": { description: "After the deadline (plus grace), after submit, or (practice) once this answer was checked.", content: json(ref("Error")) },
          "429": error("TooManyRequests"),
        },
      },
    },
    "/api/attempts/{attemptId}/answers/{questionId}/check": {
      post: {
        operationId: "checkPracticeAnswer",
        summary: "Practice: check one saved answer (locks it, reveals only this question's key and explanation)",
        tags: quizTags,
        security: signedIn,
        parameters: [attemptIdParam, questionIdParam],
        responses: { "200": ok("The check.", ref("PracticeCheck")), "400": error("BadRequest"), "401": error("Unauthenticated"), "403": error("CrossOrigin"), "404": error("NotFound"), "409": error("Conflict"), "429": error("TooManyRequests") },
      },
    },
    "/api/attempts/{attemptId}/submit": {
      post: {
        operationId: "submitAttempt",
        summary: "Submit the attempt; submitting again returns the same result",
        tags: quizTags,
        security: signedIn,
        parameters: [attemptIdParam],
        responses: { "200": ok("The result.", ref("AttemptResult")), "401": error("Unauthenticated"), "403": error("CrossOrigin"), "404": error("NotFound"), "429": error("TooManyRequests") },
      },
    },
    "/api/attempts/{attemptId}/result": {
      get: {
        operationId: "getAttemptResult",
        summary: "The result of a submitted attempt",
        tags: quizTags,
        security: signedIn,
        parameters: [attemptIdParam],
        responses: { "200": ok("The result.", ref("AttemptResult")), "401": error("Unauthenticated"), "404": error("NotFound"), "409": error("Conflict") },
      },
    },
    "/api/attempts/{attemptId}/review": {
      get: {
        operationId: "getAttemptReview",
        summary: "Solutions: your answer, the correct answer, the marks and the explanation (after submit)",
        tags: quizTags,
        security: signedIn,
        parameters: [attemptIdParam],
        responses: { "200": ok("One item per question, in the attempt's order.", { type: "array", items: ref("ReviewItem") }), "401": error("Unauthenticated"), "404": error("NotFound"), "409": error("Conflict") },
      },
    },
    "/api/attempts/{attemptId}/retry-wrong": {
      post: {
        operationId: "retryWrongQuestions",
        summary: "Practise the questions of a submitted attempt that were wrong or skipped",
        tags: quizTags,
        security: signedIn,
        parameters: [attemptIdParam],
        responses: { "201": ok("A new practice attempt.", ref("Attempt")), "200": ok("The retry in progress, resumed.", ref("Attempt")), "401": error("Unauthenticated"), "403": error("CrossOrigin"), "404": error("NotFound"), "409": error("Conflict"), "429": error("TooManyRequests") },
      },
    },
    "/api/health": {
      get: {
        operationId: "health",
        summary: "Liveness and database check",
        tags: ["Service"],
        responses: {
          "200": ok("Up.", { type: "object", properties: { status: { const: "ok" }, database: { const: "ok" } }, required: ["status", "database"] }),
          "503": ok("The database does not answer.", { type: "object", properties: { status: text, database: text } }),
        },
      },
    },
    "/api/courses": {
      get: {
        operationId: "listCourses",
        summary: "Published courses",
        tags: ["Courses"],
        parameters: [
          { name: "q", in: "query", schema: { type: "string" } },
          { name: "category", in: "query", schema: { type: "string" } },
          { name: "type", in: "query", schema: { type: "string", enum: ["Free", "Paid"] } },
        ],
        responses: { "200": ok("The courses.", { type: "array", items: { type: "object" } }) },
      },
    },
    "/api/courses/{id}": {
      get: { operationId: "getCourse", summary: "One published course", tags: ["Courses"], parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } }], responses: { "200": ok("The course.", { type: "object" }), "404": error("NotFound") } },
    },
    "/api/resources": {
      get: {
        operationId: "listResources",
        summary: "One page of a kind of study resources",
        tags: ["Resources"],
        security: signedIn,
        parameters: [
          { name: "kind", in: "query", required: true, schema: { type: "string", enum: ["pdf-notes", "books", "previous-papers", "mock-papers"] } },
          { name: "class", in: "query", schema: { type: "string", enum: ["10th", "12th", "Graduate"] } },
          { name: "subject", in: "query", schema: { type: "string" } },
          { name: "exam", in: "query", schema: { type: "string" } },
          { name: "q", in: "query", schema: { type: "string" } },
          { name: "page", in: "query", schema: { type: "integer", minimum: 1 } },
        ],
        responses: { "200": ok("The page.", { type: "object", properties: { items: { type: "array", items: { type: "object" } }, total: int, page: int, pages: int } }), "400": error("BadRequest"), "401": error("Unauthenticated") },
      },
    },
  },
  components: {
    securitySchemes: { session: { type: "apiKey", in: "cookie", name: "better-auth.session_token", description: "The session cookie set by signing in (`__Secure-` prefixed on https)." } },
    responses: {
      BadRequest: { description: "The request was not understood (a body or parameter that fails validation).", content: json(ref("Error")) },
      Unauthenticated: { description: "Not signed in.", content: json(ref("Error")) },
      CrossOrigin: { description: "A write without the site's own Origin (CSRF check).", content: json(ref("Error")) },
      NotFound: { description: "No such quiz, attempt (or not yours) or question.", content: json(ref("Error")) },
      Conflict: { description: "Not in this state (e.g. not submitted yet).", content: json(ref("Error")) },
      TooManyRequests: { description: "Over the student's budget.", headers: { "Retry-After": { description: "Seconds until the budget renews.", schema: int } }, content: json(ref("Error")) },
    },
    schemas: {
      Error: { type: "object", properties: { error: text, fields: { type: "object", additionalProperties: text } }, required: ["error"] },
      Marking: { type: "object", properties: { correct: num, incorrect: num, unanswered: num }, required: ["correct", "incorrect", "unanswered"], description: "Marks per question: e.g. JEE Main 4/−1/0, UPSC 2/−0.66/0." },
      QuizSummary: {
        type: "object",
        properties: {
          id: int,
          title: { type: "string", description: "English title." },
          titleHi: { type: ["string", "null"], description: "Hindi title, when written." },
          mode: { type: "string", enum: ["practice", "play", "mock"] },
          class: { type: "string", enum: ["10th", "12th", "Graduate"] },
          subject: text,
          exam: textOrNull,
          preset: { type: ["string", "null"], enum: ["jee-main", "neet-ug", "upsc-gs1", "cbse", null] },
          durationSeconds: { type: ["integer", "null"], description: "null: untimed practice." },
          questionCount: int,
        },
        required: ["id", "title", "titleHi", "mode", "class", "subject", "exam", "preset", "durationSeconds", "questionCount"],
      },
      QuizDetail: {
        allOf: [
          ref("QuizSummary"),
          {
            type: "object",
            properties: {
              sections: { type: "array", items: { type: "object", properties: { id: int, title: text, titleHi: textOrNull, questionCount: int, marking: ref("Marking") }, required: ["id", "title", "marking"] } },
              maxScore: num,
            },
            required: ["sections"],
          },
        ],
      },
      Option: { type: "object", properties: { id: int, text: text, textHi: textOrNull, html: text, htmlHi: textOrNull }, required: ["id", "text"], description: "An option, never its correctness." },
      Question: {
        type: "object",
        properties: {
          id: int,
          sectionId: int,
          number: int,
          type: { type: "string", enum: ["single", "multiple", "numeric"] },
          text: { type: "string", description: "Markdown with LaTeX ($…$, $$…$$)." },
          textHi: textOrNull,
          html: { type: "string", description: "Rendered on the server (KaTeX); safe to insert." },
          htmlHi: textOrNull,
          imageUrl: textOrNull,
          options: { type: "array", items: ref("Option") },
        },
        required: ["id", "sectionId", "type", "text", "options"],
      },
      SavedAnswer: { type: "object", properties: { questionId: int, optionIds: { type: "array", items: int }, value: { type: ["number", "null"] }, markedForReview: { type: "boolean" }, visited: { type: "boolean" }, timeSpentMs: int, checked: { type: "boolean" } } },
      Attempt: {
        type: "object",
        properties: {
          attemptId: { type: "string", format: "uuid" },
          quizId: int,
          title: text,
          titleHi: textOrNull,
          mode: { type: "string", enum: ["practice", "play", "mock"] },
          status: { type: "string", enum: ["inProgress", "submitted"] },
          resumed: { type: "boolean" },
          retryOf: { type: ["string", "null"] },
          startedAt: { type: "string", format: "date-time" },
          deadline: { type: ["string", "null"], format: "date-time", description: "The server's deadline; answers are accepted until 10 s after it." },
          serverNow: { type: "string", format: "date-time" },
          sections: { type: "array", items: { type: "object", properties: { id: int, title: text, titleHi: textOrNull, marking: ref("Marking"), questionIds: { type: "array", items: int } }, required: ["id", "title", "marking", "questionIds"] } },
          questions: { type: "array", items: ref("Question") },
          answers: { type: "array", items: ref("SavedAnswer") },
          palette: { type: "object", additionalProperties: { type: "string", enum: ["notVisited", "notAnswered", "answered", "markedForReview", "answeredAndMarked"] } },
          checks: { type: "array", items: ref("PracticeCheck") },
          lastQuestionId: { type: ["integer", "null"], description: "The question saved last: where a resumed runner opens." },
        },
        required: ["attemptId", "deadline", "sections", "questions"],
      },
      AnswerSave: {
        type: "object",
        additionalProperties: false,
        properties: {
          optionIds: { type: "array", items: { type: "integer", minimum: 1 }, maxItems: 6, uniqueItems: true },
          value: { type: ["number", "null"] },
          markedForReview: { type: "boolean" },
          visited: { type: "boolean" },
          timeSpentMs: { type: "integer", minimum: 0, maximum: 86400000 },
        },
        not: { required: ["optionIds", "value"] },
      },
      CorrectAnswer: { oneOf: [{ type: "object", properties: { optionIds: { type: "array", items: int } }, required: ["optionIds"] }, { type: "object", properties: { value: num, tolerance: num }, required: ["value", "tolerance"] }] },
      GivenAnswer: { oneOf: [{ type: "object", properties: { optionIds: { type: "array", items: int } }, required: ["optionIds"] }, { type: "object", properties: { value: num }, required: ["value"] }, { type: "null" }] },
      PracticeCheck: { type: "object", properties: { questionId: int, correct: { type: "boolean" }, correctAnswer: ref("CorrectAnswer"), explanation: text, explanationHi: textOrNull, explanationHtml: text, explanationHtmlHi: textOrNull }, required: ["questionId", "correct", "correctAnswer", "explanation"] },
      SectionResult: { type: "object", properties: { id: int, title: text, titleHi: textOrNull, score: num, maxScore: num, correct: int, incorrect: int, unanswered: int, attempted: int, accuracy: { type: ["number", "null"], description: "% of attempted questions answered correctly." } }, required: ["id", "score", "maxScore", "correct", "incorrect", "unanswered"] },
      AttemptResult: {
        type: "object",
        properties: {
          attemptId: { type: "string", format: "uuid" },
          quizId: int,
          score: num,
          maxScore: num,
          correct: int,
          incorrect: int,
          unanswered: int,
          attempted: int,
          accuracy: { type: ["number", "null"] },
          questionCount: int,
          passed: { type: "boolean", description: "More than half of the questions answered correctly." },
          autoSubmitted: { type: "boolean" },
          submittedAt: { type: "string", format: "date-time" },
          totalTimeMs: int,
          sections: { type: "array", items: ref("SectionResult") },
          questions: { type: "array", items: { type: "object", properties: { questionId: int, sectionId: int, outcome: { type: "string", enum: ["correct", "incorrect", "unanswered"] }, marks: num, timeSpentMs: int } } },
          topics: { type: "object", properties: { all: { type: "array", items: ref("TopicResult") }, strong: { type: "array", items: ref("TopicResult") }, weak: { type: "array", items: ref("TopicResult") } } },
          rank: { type: ["integer", "null"], description: "1 + first attempts that scored more (ties share a rank); null unless this is the student's first attempt." },
          percentile: { type: ["number", "null"], description: "% of first attempts that scored the same or less (NTA-style), two decimals cut." },
          rankedAttempts: int,
          isFirst: { type: "boolean" },
        },
        required: ["score", "maxScore", "correct", "incorrect", "unanswered", "sections", "rank", "percentile"],
      },
      TopicResult: { type: "object", properties: { topic: text, questions: int, correct: int, accuracy: num }, required: ["topic", "questions", "correct", "accuracy"] },
      ReviewItem: {
        type: "object",
        properties: {
          questionId: int,
          sectionId: int,
          number: int,
          type: { type: "string", enum: ["single", "multiple", "numeric"] },
          text: text,
          textHi: textOrNull,
          html: text,
          htmlHi: textOrNull,
          options: { type: "array", items: ref("Option") },
          yourAnswer: ref("GivenAnswer"),
          correctAnswer: ref("CorrectAnswer"),
          outcome: { type: "string", enum: ["correct", "incorrect", "unanswered"] },
          marks: num,
          timeSpentMs: int,
          explanation: { type: "string", description: "Markdown source (English); explanationHtml is rendered." },
          explanationHi: textOrNull,
          explanationHtml: text,
          explanationHtmlHi: textOrNull,
        },
        required: ["questionId", "yourAnswer", "correctAnswer", "marks", "explanation"],
      },
    },
  },
};

const body = JSON.stringify(openApiDocument);

export const openApi = new Hono().get("/api/openapi.json", (c) => c.body(body, 200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=3600" }));
