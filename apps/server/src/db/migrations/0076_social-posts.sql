-- Social posts (issue #32 "Social posts"): drafts with one image, planned on a content calendar,
-- published through a connected Facebook Page / Instagram account by a pg-boss job. The image is
-- kept in the row (at most 5 MB, JPEG/PNG/WebP by its bytes) so it needs no file store and is read
-- by its own tenant only (row-level security). schedule_rev names each scheduling, so a job left
-- from an earlier one does nothing; publishing_at is the claim that makes publishing happen once.
CREATE TABLE social_posts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  caption text NOT NULL CONSTRAINT social_posts_caption_length CHECK (char_length(caption) <= 2200),
  platforms text[] NOT NULL DEFAULT '{}'
    CONSTRAINT social_posts_platforms CHECK (platforms <@ ARRAY['instagram', 'facebook']::text[]),
  planned_at timestamptz,
  status text NOT NULL DEFAULT 'draft'
    CONSTRAINT social_posts_status CHECK (status IN ('draft', 'scheduled', 'published', 'failed')),
  image bytea,
  image_type text CONSTRAINT social_posts_image_type CHECK (image_type IN ('image/jpeg', 'image/png', 'image/webp')),
  image_bytes integer NOT NULL DEFAULT 0 CONSTRAINT social_posts_image_bytes CHECK (image_bytes BETWEEN 0 AND 5242880),
  schedule_rev integer NOT NULL DEFAULT 0,
  publishing_at timestamptz,
  published_at timestamptz,
  external_ids jsonb NOT NULL DEFAULT '{}',
  failure_reason text,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT social_posts_image_whole CHECK ((image IS NULL) = (image_type IS NULL)),
  CONSTRAINT social_posts_scheduled_planned CHECK (status <> 'scheduled' OR planned_at IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX social_posts_tenant_planned_idx ON social_posts (tenant_id, planned_at);
--> statement-breakpoint
SELECT app_tenant_table('social_posts', 'social_post');
