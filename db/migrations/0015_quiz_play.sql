CREATE TABLE "quiz_badges" (
	"user_id" text NOT NULL,
	"badge" text NOT NULL,
	"awarded_at" timestamp with time zone NOT NULL,
	"attempt_id" uuid,
	CONSTRAINT "quiz_badges_user_id_badge_pk" PRIMARY KEY("user_id","badge"),
	CONSTRAINT "quiz_badges_badge_check" CHECK ("quiz_badges"."badge" in ('first-quiz', 'streak-5', 'perfect-score', 'weekly-top-10'))
);
--> statement-breakpoint
CREATE TABLE "quiz_play_scores" (
	"attempt_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"quiz_id" integer NOT NULL,
	"points" integer NOT NULL,
	"correct" integer NOT NULL,
	"is_first" boolean NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"week_start" date NOT NULL,
	CONSTRAINT "quiz_play_scores_points_check" CHECK ("quiz_play_scores"."points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "quiz_badges" ADD CONSTRAINT "quiz_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_badges" ADD CONSTRAINT "quiz_badges_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_play_scores" ADD CONSTRAINT "quiz_play_scores_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_play_scores" ADD CONSTRAINT "quiz_play_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_play_scores" ADD CONSTRAINT "quiz_play_scores_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_badges_attempt_idx" ON "quiz_badges" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "quiz_play_scores_quiz_idx" ON "quiz_play_scores" USING btree ("quiz_id","points") WHERE "quiz_play_scores"."is_first";--> statement-breakpoint
CREATE INDEX "quiz_play_scores_week_idx" ON "quiz_play_scores" USING btree ("week_start","user_id") WHERE "quiz_play_scores"."is_first";--> statement-breakpoint
CREATE INDEX "quiz_play_scores_user_idx" ON "quiz_play_scores" USING btree ("user_id");