CREATE TABLE "embedded_upkeep" (
	"table_name" text PRIMARY KEY NOT NULL,
	"rows_at_analyze" double precision NOT NULL,
	"analyzed_at" timestamp with time zone DEFAULT now() NOT NULL
);
