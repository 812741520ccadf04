CREATE TABLE "invoice_counters" (
	"fiscal_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_fiscal_year_check" CHECK ("invoice_counters"."fiscal_year" ~ '^[0-9]{4}-[0-9]{2}$'),
	CONSTRAINT "invoice_counters_last_number_check" CHECK ("invoice_counters"."last_number" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice_number_unique" UNIQUE("invoice_number");--> statement-breakpoint
-- Orders paid before tax invoices existed get their numbers here, once, in the order they were paid
-- (per Indian financial year, April–March, in IST), so the series stays in date order; the counters
-- then continue from the last number used (docs/decisions/021-gst-tax-invoice.md).
CREATE TEMPORARY TABLE "invoice_backfill" ON COMMIT DROP AS
SELECT p.id, p.ist_date,
	p.fy_start::text || '-' || lpad(((p.fy_start + 1) % 100)::text, 2, '0') AS fiscal_year,
	lpad((p.fy_start % 100)::text, 2, '0') || '-' || lpad(((p.fy_start + 1) % 100)::text, 2, '0') AS short_year,
	row_number() OVER (PARTITION BY p.fy_start ORDER BY p.paid_at, p.id) AS seq
FROM (
	SELECT id, paid_at, (paid_at AT TIME ZONE 'Asia/Kolkata')::date AS ist_date,
		extract(year FROM paid_at AT TIME ZONE 'Asia/Kolkata')::int
			- CASE WHEN extract(month FROM paid_at AT TIME ZONE 'Asia/Kolkata') < 4 THEN 1 ELSE 0 END AS fy_start
	FROM "orders"
	WHERE "status" IN ('paid', 'refunded') AND "paid_at" IS NOT NULL AND "invoice_number" IS NULL
) AS p;
--> statement-breakpoint
UPDATE "orders" AS o
SET "invoice_number" = 'VP/' || b.short_year || '/' || lpad(b.seq::text, 6, '0'), "invoice_date" = b.ist_date
FROM "invoice_backfill" AS b
WHERE o.id = b.id;
--> statement-breakpoint
INSERT INTO "invoice_counters" ("fiscal_year", "last_number")
SELECT "fiscal_year", max("seq") FROM "invoice_backfill" GROUP BY 1;
