CREATE TABLE "content_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"bodies" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "content_pages_slug_check" CHECK ("content_pages"."slug" IN ('terms', 'privacy'))
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"news_type" text DEFAULT 'news' NOT NULL,
	"titles" jsonb NOT NULL,
	"bodies" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_path" text,
	"thumb_path" text,
	"link_url" text,
	"publish_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "news_kind_check" CHECK ("news"."kind" IN ('news', 'banner')),
	CONSTRAINT "news_type_check" CHECK ("news"."news_type" IN ('announcement', 'news', 'promotion')),
	CONSTRAINT "news_window_check" CHECK ("news"."end_at" IS NULL OR "news"."end_at" > "news"."publish_at"),
	CONSTRAINT "news_banner_image" CHECK ("news"."kind" <> 'banner' OR "news"."image_path" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_listing" ON "news" USING btree ("kind","publish_at");