ALTER TABLE "users" ADD COLUMN "data_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Written by hand (drizzle-kit does not manage triggers). users.data_version changes whenever
-- anything of the user's that their signed-in pages (/dashboard, /courses/{id}/content) show
-- changes, in the same transaction as the change, so a page cached under one version is exactly that
-- version's (server/middleware/user-page-cache.ts, docs/decisions/045-signed-in-page-cache.md).
-- Content shared by everyone (course names, lessons, quiz titles, resource titles) is not here: it is
-- the content areas' versions, also in the cache key.
--
-- The user's own row (name, photo, e-mail): an update that changes any column but does not set
-- data_version itself raises it. The bumps below set it, so they are not counted twice.
CREATE OR REPLACE FUNCTION vp_users_data_version() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.data_version = OLD.data_version AND NEW IS DISTINCT FROM OLD THEN
    NEW.data_version := OLD.data_version + 1;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_data_version BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION vp_users_data_version();--> statement-breakpoint
-- The tables whose rows belong to a user (their `user_id`). Statement-level triggers with transition
-- tables: one UPDATE of the owners per statement, however many rows it wrote (a seed's batch of
-- attempts, a quiz deleted with its attempts). A statement that wrote no row (an upsert that did
-- nothing) updates nobody. PostgreSQL allows transition tables on single-event triggers only: one
-- function and one trigger per event.
CREATE OR REPLACE FUNCTION vp_bump_owners_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET data_version = data_version + 1 WHERE id IN (SELECT user_id FROM vp_new);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION vp_bump_owners_updated() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET data_version = data_version + 1 WHERE id IN (SELECT user_id FROM vp_new UNION SELECT user_id FROM vp_old);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION vp_bump_owners_deleted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET data_version = data_version + 1 WHERE id IN (SELECT user_id FROM vp_old);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- profiles: role, last login, quizzesTaken, dob/gender (in the dashboard's data). enrollments,
-- lesson_completions, course_progress: the courses and their progress. orders, entitlements: "My
-- orders", owned resources. quiz_attempts: recent attempts, streak (NOT quiz_attempt_answers: the
-- autosaves, the hottest write path, show on no cached page). quiz_badges. counseling_requests: the
-- student's free session.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['profiles', 'enrollments', 'lesson_completions', 'course_progress', 'orders', 'entitlements', 'quiz_attempts', 'quiz_badges', 'counseling_requests', 'counselors'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS vp_new FOR EACH STATEMENT EXECUTE FUNCTION vp_bump_owners_inserted()', t || '_data_version_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS vp_old NEW TABLE AS vp_new FOR EACH STATEMENT EXECUTE FUNCTION vp_bump_owners_updated()', t || '_data_version_upd', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS vp_old FOR EACH STATEMENT EXECUTE FUNCTION vp_bump_owners_deleted()', t || '_data_version_del', t);
  END LOOP;
END;
$$;--> statement-breakpoint
-- order_items have no user_id: their order's owner (an order deleted with its items is the orders
-- trigger's).
CREATE OR REPLACE FUNCTION vp_bump_order_item_owners() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users SET data_version = data_version + 1 WHERE id IN (SELECT o.user_id FROM orders o JOIN vp_new n ON n.order_id = o.id);
  ELSE
    UPDATE users SET data_version = data_version + 1 WHERE id IN (SELECT o.user_id FROM orders o JOIN vp_old n ON n.order_id = o.id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER order_items_data_version_ins AFTER INSERT ON order_items REFERENCING NEW TABLE AS vp_new FOR EACH STATEMENT EXECUTE FUNCTION vp_bump_order_item_owners();--> statement-breakpoint
CREATE TRIGGER order_items_data_version_upd AFTER UPDATE ON order_items REFERENCING OLD TABLE AS vp_old NEW TABLE AS vp_new FOR EACH STATEMENT EXECUTE FUNCTION vp_bump_order_item_owners();--> statement-breakpoint
CREATE TRIGGER order_items_data_version_del AFTER DELETE ON order_items REFERENCING OLD TABLE AS vp_old FOR EACH STATEMENT EXECUTE FUNCTION vp_bump_order_item_owners();--> statement-breakpoint
-- A counsellor's display name shows on their students' dashboards (the booked session): a change to
-- a counsellor also bumps every student whose request names them (the counsellor's own bump, for
-- "is a counsellor", is the generic trigger's above).
CREATE OR REPLACE FUNCTION vp_bump_counselor_students() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET data_version = data_version + 1
    WHERE id IN (SELECT r.user_id FROM counseling_requests r JOIN vp_new n ON r.counselor_id = n.user_id WHERE r.user_id <> n.user_id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER counselors_data_version_students AFTER UPDATE ON counselors REFERENCING NEW TABLE AS vp_new FOR EACH STATEMENT EXECUTE FUNCTION vp_bump_counselor_students();
